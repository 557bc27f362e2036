import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/columns';

/** The tables the products module owns (a business's products). Only this module's repository reads or writes them. */
export interface ProductsTables {
  business_products: BusinessProductsTable;
}

export interface BusinessProductsTable {
  product_id: Generated<number>;
  business_id: number;
  product_name: string;
  description: string | null;
  product_price: number | null;
  image_name: string | null;
  is_active: Flag;
  deleted_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
