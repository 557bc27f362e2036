import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderRoutes } from '../../../test/utils';
import { ProfileSetupPage } from '../pages/profile-setup-page';
import { businessEdit } from '../test/fixtures';

const gallery = [
  { photo_id: 1, photo_url: '/uploads/g/1.webp', thumb_url: '/uploads/g/1-t.webp', caption: null },
  { photo_id: 2, photo_url: '/uploads/g/2.webp', thumb_url: '/uploads/g/2-t.webp', caption: null },
];

function setup(answer: () => Response) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  mockFetch({
    'GET /api/my/businesses/41': () => ok(businessEdit({ profile_step: 5, gallery })),
    'DELETE /api/my/businesses/41/gallery/1': async () => {
      await gate;
      return answer();
    },
  });
  renderRoutes([{ path: '/profile-setup/:businessId', element: <ProfileSetupPage /> }], {
    initialPath: '/profile-setup/41',
  });
  return { release: () => release() };
}

describe('StepGallery delete (decision 12)', () => {
  it('removes the photo at once and puts it back in its place with an error when the delete fails', async () => {
    const { release } = setup(() => fail(500, 'disk full'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete gallery image 1' }));
    // Gone before the call has answered.
    const left = screen.getAllByRole('img', { name: /^Gallery image/ });
    expect(left).toHaveLength(1);
    expect(left[0]).toHaveAttribute('src', '/uploads/g/2-t.webp');
    release();
    expect(await screen.findAllByText('Failed to delete image.')).not.toHaveLength(0);
    await waitFor(() => expect(screen.getAllByRole('img', { name: /^Gallery image/ })).toHaveLength(2));
    expect(screen.getAllByRole('img', { name: /^Gallery image/ })[0]).toHaveAttribute('src', '/uploads/g/1-t.webp');
  });

  it('keeps it removed and says so when the delete succeeds', async () => {
    const { release } = setup(() => ok(null, 'Image deleted successfully!'));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete gallery image 1' }));
    release();
    expect(await screen.findAllByText('Image deleted successfully!')).not.toHaveLength(0);
    expect(screen.getAllByRole('img', { name: /^Gallery image/ })).toHaveLength(1);
  });

  it("says 'Please select a file to upload' when Upload is pressed with no file", async () => {
    setup(() => ok(null));
    await screen.findByRole('button', { name: 'Delete gallery image 1' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Upload' })[1]!);
    expect(await screen.findAllByText('Please select a file to upload')).not.toHaveLength(0);
  });
});
