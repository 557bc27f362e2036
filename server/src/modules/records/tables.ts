import type { ColumnType } from 'kysely';
import type { Flag, Id, NamedMaster, Num, Text, Timestamp } from '../../db/columns';

/** The tables the records module owns (the clinic and practitioner masters reached through the generic record API). Only this module's repository reads or writes them. */
export interface RecordsTables {
  departments: DepartmentsTable;
  payment_modes: PaymentModesTable;
  master_medical_degrees: MasterMedicalDegreesTable;
  master_type_of_services: MasterTypeOfServicesTable;
  master_specialties: MasterSpecialtiesTable;
  doctor_sub_departments: DoctorSubDepartmentsTable;
  banners: BannersTable;
  room_categories: RoomCategoriesTable;
  rooms: RoomsTable;
  diet_items: DietItemsTable;
  therapies: TherapiesTable;
  yoga: YogaTable;
  suppliers: SuppliersTable;
  staff: StaffTable;
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
