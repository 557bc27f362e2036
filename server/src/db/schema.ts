/**
 * Kysely table interfaces. Column names follow the spec's field names.
 * Timestamps are ISO-8601 UTC strings on both dialects (the PostgreSQL driver is told to return them so).
 * Flags are integers 0/1 on both dialects; money is integer paise.
 */
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

type Timestamp = ColumnType<string, string | undefined, string>;
type Flag = ColumnType<number, number | undefined, number>;

export interface UsersTable {
  user_id: Generated<number>;
  name: string;
  phone: string | null;
  email: string | null;
  password_hash: string;
  user_type: ColumnType<string, string | undefined, string>;
  has_login_access: Flag;
  is_profile_approve: Flag;
  language: ColumnType<string, string | undefined, string>;
  token_version: ColumnType<number, number | undefined, number>;
  photo: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SettingsTable {
  name: string;
  value: string | null;
  is_public: Flag;
  updated_at: Timestamp;
}

export interface CitiesTable {
  city_id: Generated<number>;
  city_name: string;
  city_name_guj: string | null;
  district: string | null;
  slug: string;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: Flag;
  /** 0008: the Indian state (GST place of supply), default Gujarat */
  state: ColumnType<string, string | undefined, string>;
}

export interface OptionsTable {
  option_id: Generated<number>;
  list_name: string;
  op_key: number;
  op_value: string;
  op_value_guj: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
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

export interface BusinessesTable {
  business_id: Generated<number>;
  owner_user_id: number;
  business_name: string | null;
  slug: ColumnType<string, string | undefined, string>;
  business_logo: string | null;
  description: string | null;
  owner_name: string | null;
  location: string | null;
  location_id: number | null;
  zipcode: string | null;
  service_areas: string | null;
  phone: string | null;
  email: string | null;
  website_url: string | null;
  operating_hours: string | null;
  registration_date: string | null;
  ratings: ColumnType<number, number | undefined, number>;
  number_of_reviews: ColumnType<number, number | undefined, number>;
  about_me: string | null;
  year: number | null;
  category_id: number | null;
  sub_category: string | null;
  type_of_firm: number | null;
  annual_sales_turnover_id: number | null;
  no_of_employees: number | null;
  is_business_registered: Flag;
  profile_step: ColumnType<number, number | undefined, number>;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  contact_designation: number | null;
  social_media_facebook: string | null;
  social_media_instagram: string | null;
  social_media_youtube: string | null;
  social_media_pinterest: string | null;
  social_media_website: string | null;
  total_view: ColumnType<number, number | undefined, number>;
  total_inquiry: ColumnType<number, number | undefined, number>;
  is_approve: Flag;
  approval_reason: string | null;
  approved_at: string | null;
  deleted_at: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BusinessGalleryTable {
  photo_id: Generated<number>;
  business_id: number;
  photo_url: string;
  thumb_url: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
}

export interface BusinessServicesTable {
  business_id: number;
  service_id: number;
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

export interface InquiriesTable {
  id: Generated<number>;
  business_id: number;
  user_id: number | null;
  name: string;
  email: string | null;
  mobile: string;
  subject: string;
  message: string;
  created_at: Timestamp;
}

export interface SessionsTable {
  session_id: string;
  user_id: number;
  user_agent: string | null;
  created_at: Timestamp;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetOtpsTable {
  user_id: number;
  otp_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  expires_at: string;
  verified_at: string | null;
}

export interface BusinessReviewsTable {
  review_id: Generated<number>;
  business_id: number;
  user_id: number;
  rating: number;
  review_text: ColumnType<string, string | undefined, string>;
  owner_reply: string | null;
  owner_reply_at: string | null;
  is_hidden: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface BusinessViewsTable {
  business_id: number;
  viewer_key: string;
  view_date: string;
}

export interface BusinessViewDaysTable {
  business_id: number;
  view_date: string;
  views: ColumnType<number, number | undefined, number>;
}

export interface AuditLogTable {
  audit_id: Generated<number>;
  actor_user_id: number | null;
  /** dotted verb, e.g. 'business.approve', 'category.delete' */
  action: string;
  /** table name of the record */
  entity: string;
  entity_id: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: Timestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string | null;
  mobile: string;
  subject: string;
  message: string;
  user_id: number | null;
  is_read: Flag;
  created_at: Timestamp;
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

export interface SubscriptionPlansTable {
  plan_id: Generated<number>;
  name: string;
  name_guj: string | null;
  price_paise: number;
  duration_months: ColumnType<number, number | undefined, number>;
  /** JSON array of feature texts */
  features: ColumnType<string, string | undefined, string>;
  non_features: ColumnType<string, string | undefined, string>;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface SubscriptionsTable {
  subscription_id: Generated<number>;
  business_id: number;
  plan_id: number;
  plan_name: string;
  price_paise: number;
  /** India calendar days, YYYY-MM-DD */
  start_date: string;
  end_date: string;
  is_active: Flag;
  cancelled_at: string | null;
  invoice_number: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 0008: the invoice snapshot (JSON) and the payment that bought this period */
  invoice_data: string | null;
  payment_id: number | null;
}

export interface PaymentsTable {
  payment_id: Generated<number>;
  user_id: number;
  business_id: number;
  plan_id: number;
  amount_paise: number;
  currency: ColumnType<string, string | undefined, string>;
  provider: 'razorpay' | 'manual';
  /** 0 pending, 1 success, 2 failed, 3 refunded, 4 cancelled */
  status: ColumnType<number, number | undefined, number>;
  provider_order_id: string | null;
  provider_payment_id: string | null;
  reference: string | null;
  screenshot: string | null;
  subscription_id: number | null;
  invoice_number: string | null;
  paid_at: string | null;
  reviewed_by: number | null;
  reviewed_at: string | null;
  review_note: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** 0008: the invoice snapshot (JSON: seller, buyer, taxes) of a successful payment */
  invoice_data: string | null;
}

/** Billing (0008): webhook events already handled, by the provider's event id. */
export interface PaymentEventsTable {
  event_id: string;
  provider: string;
  event_type: string;
  provider_payment_id: string | null;
  received_at: Timestamp;
}

/** Billing (0008): the last invoice number given out per financial year ("2026-27"). */
export interface InvoiceCountersTable {
  financial_year: string;
  last_number: number;
}

/** Clinic and practitioner masters (migration 0010_records), reached through the generic record API's registry. */
type Id = Generated<number>;
type Text = string | null;
type Num = number | null;
interface NamedMaster {
  name: string;
  name_guj: Text;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface DepartmentsTable extends NamedMaster {
  department_id: Id;
}
export interface PaymentModesTable extends NamedMaster {
  payment_mode_id: Id;
}
export interface MasterMedicalDegreesTable {
  degree_id: Id;
  name: string;
  full_name: Text;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface MasterTypeOfServicesTable extends NamedMaster {
  service_type_id: Id;
}
export interface MasterSpecialtiesTable extends NamedMaster {
  specialty_id: Id;
}
export interface DoctorSubDepartmentsTable extends NamedMaster {
  doctor_sub_department_id: Id;
  department_id: number;
}
export interface PractitionersTable extends NamedMaster {
  practitioner_id: Id;
  photo: Text;
  degree_id: Num;
  specialty_id: Num;
  department_id: Num;
  experience_years: Num;
  consultation_fee: Num;
  phone: Text;
  city: Text;
  about: Text;
  is_approve: Flag;
}
export interface PractitionerProfessionalInfoTable {
  professional_info_id: Id;
  practitioner_id: number;
  clinic_name: string;
  clinic_address: Text;
  registration_council: Text;
  registration_number: Text;
  service_type_id: Num;
  languages: Text;
  timings: Text;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface PractitionerPersonalInfoTable {
  personal_info_id: Id;
  practitioner_id: number;
  date_of_birth: Text;
  sex: Num;
  personal_phone: Text;
  personal_email: Text;
  home_address: Text;
  emergency_contact_name: Text;
  emergency_contact_phone: Text;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface BannersTable {
  banner_id: Id;
  title: string;
  title_guj: Text;
  image_url: string;
  link_url: Text;
  sort_order: ColumnType<number, number | undefined, number>;
  starts_on: Text;
  ends_on: Text;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface UserBookAppointmentsTable {
  appointment_id: Id;
  patient_name: string;
  patient_phone: string;
  sex: Num;
  practitioner_id: number;
  department_id: Num;
  appointment_date: string;
  time_slot: string;
  appointment_type: number;
  booking_mode: number;
  booked_by: number;
  notes: Text;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface PractitionerAnswersTable {
  answer_id: Id;
  practitioner_id: number;
  question: string;
  answer: string;
  is_approve: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface RoomCategoriesTable extends NamedMaster {
  room_category_id: Id;
  daily_charge: number;
  description: Text;
}
export interface RoomsTable {
  room_id: Id;
  room_number: string;
  room_category_id: number;
  floor: Num;
  bed_count: ColumnType<number, number | undefined, number>;
  is_ac: Flag;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface DietItemsTable extends NamedMaster {
  diet_item_id: Id;
  serving: Text;
  calories: Num;
  price: Num;
  is_jain: Flag;
}
export interface TherapiesTable extends NamedMaster {
  therapy_id: Id;
  department_id: Num;
  duration_minutes: Num;
  price: Num;
  description: Text;
}
export interface YogaTable extends NamedMaster {
  yoga_id: Id;
  duration_minutes: Num;
  benefits: Text;
}
export interface SuppliersTable {
  supplier_id: Id;
  name: string;
  contact_person: Text;
  phone: string;
  email: Text;
  gstin: Text;
  gst_type: Flag;
  approval_level: ColumnType<number, number | undefined, number>;
  address: Text;
  city: Text;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface StaffTable {
  staff_id: Id;
  user_id: number;
  department_id: number;
  doctor_sub_department_id: Num;
  designation: Text;
  is_active: Flag;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface DB {
  users: UsersTable;
  settings: SettingsTable;
  cities: CitiesTable;
  options: OptionsTable;
  business_categories: BusinessCategoriesTable;
  services: ServicesTable;
  businesses: BusinessesTable;
  business_gallery: BusinessGalleryTable;
  business_services: BusinessServicesTable;
  business_products: BusinessProductsTable;
  inquiries: InquiriesTable;
  sessions: SessionsTable;
  password_reset_otps: PasswordResetOtpsTable;
  business_reviews: BusinessReviewsTable;
  business_views: BusinessViewsTable;
  business_view_days: BusinessViewDaysTable;
  audit_log: AuditLogTable;
  contact_messages: ContactMessagesTable;
  job_categories: JobCategoriesTable;
  subscription_plans: SubscriptionPlansTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  invoice_counters: InvoiceCountersTable;
  jobs: JobsTable;
  job_applications: JobApplicationsTable;
  events: EventsTable;
  offers: OffersTable;
  departments: DepartmentsTable;
  payment_modes: PaymentModesTable;
  master_medical_degrees: MasterMedicalDegreesTable;
  master_type_of_services: MasterTypeOfServicesTable;
  master_specialties: MasterSpecialtiesTable;
  doctor_sub_departments: DoctorSubDepartmentsTable;
  practitioners: PractitionersTable;
  practitioner_professional_info: PractitionerProfessionalInfoTable;
  practitioner_personal_info: PractitionerPersonalInfoTable;
  banners: BannersTable;
  user_book_appointments: UserBookAppointmentsTable;
  practitioner_answers: PractitionerAnswersTable;
  room_categories: RoomCategoriesTable;
  rooms: RoomsTable;
  diet_items: DietItemsTable;
  therapies: TherapiesTable;
  yoga: YogaTable;
  suppliers: SuppliersTable;
  staff: StaffTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Business = Selectable<BusinessesTable>;
export type NewBusiness = Insertable<BusinessesTable>;
export type BusinessUpdate = Updateable<BusinessesTable>;
export type NewCategory = Insertable<BusinessCategoriesTable>;

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

export interface EventsTable {
  event_id: Generated<number>;
  event_name: string;
  event_description: string | null;
  /** India calendar day, YYYY-MM-DD */
  event_start_date: string;
  event_end_date: string | null;
  event_location: string;
  event_organizer: string | null;
  event_image_url: string | null;
  event_status: ColumnType<'published' | 'draft' | 'cancelled', string | undefined, string>;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface OffersTable {
  offer_id: Generated<number>;
  /** null for offers the admin publishes for the whole site */
  business_id: number | null;
  offer_name: string;
  offer_description_short: string;
  /** HTML cleaned by sanitize-html */
  offer_description: string | null;
  offer_start_date: string;
  offer_end_date: string;
  offer_image_url: string | null;
  /** percent */
  offer_discount: number | null;
  offer_code: string | null;
  created_by: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
