import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { mockFetch, ok, renderRoutes } from '../../../test/utils';
import { product } from '../test/fixtures';
import { ProductForm } from './product-form';

function setup(props: Partial<Parameters<typeof ProductForm>[0]> = {}) {
  localStorage.setItem(STORAGE_KEYS.token, 'token-abc');
  const fetch = mockFetch({ 'DELETE /api/my/businesses/41/products/9/image': () => ok(product({ image_name: null })) });
  const onDone = vi.fn();
  renderRoutes([{ path: '*', element: <ProductForm businessId={41} onDone={onDone} {...props} /> }]);
  return { fetch, onDone };
}

describe('ProductForm', () => {
  it('add: name and image are required, shown under a Validation Warning; nothing is sent', async () => {
    const { fetch } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Validation Warning');
    expect(alert).toHaveTextContent('Please fill all required fields correctly.');
    expect(screen.getByText('Product name is required.')).toBeInTheDocument();
    expect(screen.getByText('Image is required.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('add: refuses a price that is not rupees', async () => {
    setup();
    await userEvent.type(screen.getByLabelText(/^Product name/), 'Patola saree');
    await userEvent.type(screen.getByLabelText(/^Price/), '49.999');
    await userEvent.click(screen.getByRole('button', { name: 'Add Product' }));
    expect(await screen.findByText('Enter the price in rupees, e.g. 499 or 499.50.')).toBeInTheDocument();
  });

  it('update: a stored image satisfies the rule; deleting it makes the image required again', async () => {
    setup({ product: product() });
    expect(screen.getByLabelText(/^Product name/)).toHaveValue('Patola saree');
    expect(screen.getByLabelText(/^Price/)).toHaveValue('499.50');
    expect(screen.getByRole('img', { name: 'Current product image' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete image' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Current product image' })).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Update Product' }));
    // The deletion's toast is an alert too (once the lazily loaded toast host is in): the warning is the other one.
    const warning = await screen.findByText('Please fill all required fields correctly, including the image.');
    expect(warning.closest('[role="alert"]')).toHaveTextContent('Validation Warning');
  });
});
