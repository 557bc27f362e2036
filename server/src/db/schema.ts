/**
 * The database as Kysely sees it: every module's tables, gathered. Each module declares the tables it owns in
 * `modules/<area>/tables.ts`, and only that module's repository reads or writes them (docs/architecture.md;
 * server/test/architecture.test.ts and the lint rules keep it so).
 */
import type { UsersTables } from '../modules/users/tables';
import type { AuthTables } from '../modules/auth/tables';
import type { SettingsTables } from '../modules/settings/tables';
import type { ReferenceTables } from '../modules/reference/tables';
import type { CategoriesTables } from '../modules/categories/tables';
import type { DirectoryTables } from '../modules/directory/tables';
import type { ProductsTables } from '../modules/products/tables';
import type { InquiriesTables } from '../modules/inquiries/tables';
import type { ReviewsTables } from '../modules/reviews/tables';
import type { AuditTables } from '../modules/audit/tables';
import type { ContactsTables } from '../modules/contacts/tables';
import type { JobsTables } from '../modules/jobs/tables';
import type { BillingTables } from '../modules/billing/tables';
import type { EventsTables } from '../modules/events/tables';
import type { OffersTables } from '../modules/offers/tables';
import type { RecordsTables } from '../modules/records/tables';
import type { PractitionersTables } from '../modules/practitioners/tables';
import type { NotificationsTables } from '../modules/notifications/tables';
import type { RequestsTables } from '../modules/requests/tables';
import type { ClinicTables } from '../modules/clinic/tables';
import type { OpdTables } from '../modules/opd/tables';
import type { ConsultTables } from '../modules/consult/tables';
import type { TherapyTables } from '../modules/therapy/tables';
import type { PharmacyTables } from '../modules/pharmacy/tables';
import type { LabTables } from '../modules/lab/tables';
import type { WardTables } from '../modules/ward/tables';

export interface DB
  extends
    UsersTables,
    AuthTables,
    SettingsTables,
    ReferenceTables,
    CategoriesTables,
    DirectoryTables,
    ProductsTables,
    InquiriesTables,
    ReviewsTables,
    AuditTables,
    ContactsTables,
    JobsTables,
    BillingTables,
    EventsTables,
    OffersTables,
    RecordsTables,
    PractitionersTables,
    NotificationsTables,
    RequestsTables,
    ClinicTables,
    OpdTables,
    ConsultTables,
    TherapyTables,
    PharmacyTables,
    LabTables,
    WardTables {}
