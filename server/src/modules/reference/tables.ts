import type { ColumnType, Generated } from 'kysely';
import type { Flag } from '../../db/columns';

/** The tables the reference module owns (reference data: cities and the option lists of the forms). Only this module's repository reads or writes them. */
export interface ReferenceTables {
  cities: CitiesTable;
  options: OptionsTable;
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
  /** 0022: the city's centre (decision 63), where a new map pin starts */
  latitude: ColumnType<number | null, number | null | undefined, number | null>;
  longitude: ColumnType<number | null, number | null | undefined, number | null>;
}
export interface OptionsTable {
  option_id: Generated<number>;
  list_name: string;
  op_key: number;
  op_value: string;
  op_value_guj: string | null;
  sort_order: ColumnType<number, number | undefined, number>;
}
