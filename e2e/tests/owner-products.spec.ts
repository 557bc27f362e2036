import { expect, test } from '../support/fixtures';
import { pngFile, registerOwner, signIn } from '../support/owner';
import { paths } from '../../web/src/app/paths';

test.describe('Owner products', () => {
  test('an owner adds, edits, switches off and deletes a product', async ({ page, request }) => {
    const owner = await registerOwner(request, 6);
    const businessId = owner.businessId!;
    await signIn(page, owner);

    await page.goto(`${paths.addProduct.href()}?business_id=${businessId}`);
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByRole('alert')).toContainText('Please fill all required fields correctly.');
    await page.getByRole('textbox', { name: /^Product name/ }).fill('Bandhani dupatta');
    await page.getByRole('textbox', { name: /^Price/ }).fill('499.50');
    await page.locator('input[type=file][aria-label="Choose image"]').setInputFiles(pngFile('dupatta.png'));
    await page.getByRole('button', { name: 'Add Product' }).click();
    await expect(page.getByText('Product created successfully!').first()).toBeVisible();
    await expect(page).toHaveURL(paths.productBusiness.href({ id: businessId }));
    const row = page.getByRole('row', { name: /Bandhani dupatta/ });
    await expect(row).toContainText('₹499.50');

    await row.getByRole('link', { name: 'Edit Bandhani dupatta' }).click();
    await expect(page.getByRole('img', { name: 'Current product image' })).toBeVisible();
    await page.getByRole('textbox', { name: /^Product name/ }).fill('Bandhani silk dupatta');
    await page.getByRole('textbox', { name: /^Price/ }).fill('1250');
    await page.getByRole('button', { name: 'Update Product' }).click();
    await expect(page.getByText('Product updated successfully!').first()).toBeVisible();
    await expect(page).toHaveURL(paths.productBusiness.href({ id: businessId }));
    const edited = page.getByRole('row', { name: /Bandhani silk dupatta/ });
    await expect(edited).toContainText('₹1,250.00');

    const active = edited.getByRole('switch', { name: 'Bandhani silk dupatta is active' });
    await expect(active).toBeChecked();
    await active.click({ force: true });
    await expect(active).not.toBeChecked();

    await edited.getByRole('button', { name: 'Delete Bandhani silk dupatta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete' });
    await expect(dialog).toContainText('Are you sure want to delete?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('Product deleted successfully!').first()).toBeVisible();
    await expect(page.getByText('No products yet.')).toBeVisible();
  });
});
