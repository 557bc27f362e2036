import type { ColumnType, Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/columns';

/** The tables the jobs module owns (job categories, job posts and applications). Only this module's repository reads or writes them. */
export interface JobsTables {
  job_categories: JobCategoriesTable;
  jobs: JobsTable;
  job_applications: JobApplicationsTable;
}

export interface JobCategoriesTable {
  job_cat_id: Generated<number>;
  name: string;
  name_guj: string | null;
  is_active: Flag;
  /** The business category this job category suits (migration 0006; fills the job form's category). */
  business_category_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
/** Jobs board (migration 0006). Decision 1: `status` is the owner's switch, `approval_status` the admin's. */
export interface JobsTable {
  job_id: Generated<number>;
  business_id: number;
  category_id: number | null;
  title: string;
  slug: string;
  description: string;
  responsibilities: string | null;
  requirements: string | null;
  employment_type: number;
  remote_type: number;
  address_line: string | null;
  city_id: number | null;
  state: string | null;
  country: string | null;
  /** paise */
  salary_min: number | null;
  salary_max: number | null;
  currency: ColumnType<string, string | undefined, string>;
  experience_min: number | null;
  experience_max: number | null;
  apply_email: string | null;
  apply_url: string | null;
  status: Flag;
  approval_status: Flag;
  approval_reason: string | null;
  approved_at: string | null;
  deleted_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface JobApplicationsTable {
  job_app_id: Generated<number>;
  job_id: number;
  user_id: number;
  candidate_name: string;
  candidate_email: string;
  candidate_phone: string;
  resume_url: string;
  cover_letter: string;
  created_at: Timestamp;
}

/** Tables the generic record API may reach (its registry): the job categories master. */
export const RECORD_API_TABLES = ['job_categories'] as const;
