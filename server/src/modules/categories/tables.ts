import type { ColumnType, Generated, Insertable } from 'kysely';
import type { Flag, Timestamp } from '../../db/columns';

/** The tables the categories module owns (business categories and the master services). Only this module's repository reads or writes them. */
export interface CategoriesTables {
  business_categories: BusinessCategoriesTable;
  services: ServicesTable;
}

export interface BusinessCategoriesTable {
  category_id: Generated<number>;
  category_name: string;
  category_name_guj: string | null;
  slug: string;
  image: string | null;
  is_featured: Flag;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface ServicesTable {
  service_id: Generated<number>;
  service_name: string;
  service_name_guj: string | null;
  category_id: number | null;
  created_by_user_id: number | null;
  created_at: Timestamp;
}

export type NewCategory = Insertable<BusinessCategoriesTable>;
