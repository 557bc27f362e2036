import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TPhoto } from '@gd/contracts/schemas/owner';
import { STORAGE_KEYS } from '../../../lib/storage';
import { fail, mockFetch, ok, renderWithRouter } from '../../../test/utils';
import { businessEdit } from '../test/fixtures';
import { GalleryManager } from './gallery-manager';

const photo = (id: number, caption: string | null = null): TPhoto => ({
  photo_id: id,
  photo_url: `/uploads/g/${id}.webp`,
  thumb_url: `/uploads/g/${id}-t.webp`,
  caption,
});

function setup(routes: Parameters<typeof mockFetch>[0] = {}) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  const fetch = mockFetch({
    'GET /api/my/businesses/41': () => ok(businessEdit({ gallery: [photo(1, 'Shop front'), photo(2), photo(3)] })),
    ...routes,
  });
  renderWithRouter(<GalleryManager businessId={41} />);
  return fetch;
}

const order = () =>
  within(screen.getByRole('list', { name: 'Gallery photos in order' }))
    .getAllByRole('img')
    .map((img) => img.getAttribute('src'));

describe('GalleryManager (decision 72)', () => {
  it('moves a photo up with a button, sends the whole order, keeps the focus on it and announces the move', async () => {
    const fetch = setup({
      'PUT /api/my/businesses/41/gallery/order': (_url, init) => {
        const body = JSON.parse(String(init.body)) as { photo_ids: number[] };
        return ok(body.photo_ids.map((id) => photo(id, id === 1 ? 'Shop front' : null)));
      },
    });
    const up = await screen.findByRole('button', { name: 'Move photo 3 up' });
    await userEvent.click(up);
    expect(order()).toEqual(['/uploads/g/1-t.webp', '/uploads/g/3-t.webp', '/uploads/g/2-t.webp']);
    const put = fetch.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ photo_ids: [1, 3, 2] });
    expect(screen.getByRole('status')).toHaveTextContent('Photo 3 moved to position 2 of 3.');
    // The same photo's button (now "photo 2") keeps the focus, so Enter moves it again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move photo 2 up' })).toHaveFocus());
    // The first photo cannot go up, the last cannot go down.
    expect(screen.getByRole('button', { name: 'Move photo 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move photo 3 down' })).toBeDisabled();
  });

  it('makes a photo the cover: it goes first and wears the Cover badge', async () => {
    const fetch = setup({
      'PUT /api/my/businesses/41/gallery/3/cover': () => ok([photo(3), photo(1, 'Shop front'), photo(2)]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Make photo 3 the cover' }));
    expect(order()).toEqual(['/uploads/g/3-t.webp', '/uploads/g/1-t.webp', '/uploads/g/2-t.webp']);
    const first = screen.getAllByRole('listitem')[0]!;
    expect(within(first).getByText('Cover')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/gallery/3/cover'))).toBe(true);
  });

  it('puts the order back and says so when the server refuses the move', async () => {
    setup({ 'PUT /api/my/businesses/41/gallery/order': () => fail(409, 'The gallery has changed.') });
    await userEvent.click(await screen.findByRole('button', { name: 'Move photo 2 down' }));
    await waitFor(() => expect(order()).toEqual(['/uploads/g/1-t.webp', '/uploads/g/2-t.webp', '/uploads/g/3-t.webp']));
  });

  it('saves a caption, and the photo is described by it', async () => {
    const fetch = setup({
      'PUT /api/my/businesses/41/gallery/2/caption': (_url, init) =>
        ok(photo(2, (JSON.parse(String(init.body)) as { caption: string }).caption.trim())),
    });
    expect(await screen.findByRole('img', { name: 'Shop front' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Caption of photo 2' });
    await userEvent.type(input, 'Sweets counter');
    const form = input.closest('form')!;
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('img', { name: 'Sweets counter' })).toBeInTheDocument();
    const put = fetch.mock.calls.find(([url]) => String(url).endsWith('/gallery/2/caption'));
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ caption: 'Sweets counter' });
  });
});
