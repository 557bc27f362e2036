import { paths } from '../../../app/paths';

/** The admin sidebar of spec §2, with what each section holds (the dashboard lists them). */
export const adminNavItems = [
  { labelKey: 'ADMIN.NAV.DASHBOARD', descriptionKey: null, to: paths.adminDashboard.href() },
  { labelKey: 'ADMIN.NAV.CONTACT_LIST', descriptionKey: 'ADMIN.ABOUT.CONTACT_LIST', to: paths.contactList.href() },
  { labelKey: 'ADMIN.NAV.BUSINESS_LIST', descriptionKey: 'ADMIN.ABOUT.BUSINESS_LIST', to: paths.businessList.href() },
  {
    labelKey: 'ADMIN.NAV.BUSINESS_CATEGORY_LIST',
    descriptionKey: 'ADMIN.ABOUT.BUSINESS_CATEGORY_LIST',
    to: paths.businessCategoryList.href(),
  },
  {
    labelKey: 'ADMIN.NAV.SUBSCRIPTION_LIST',
    descriptionKey: 'ADMIN.ABOUT.SUBSCRIPTION_LIST',
    to: paths.subsList.href(),
  },
  { labelKey: 'RECORDS.NAV', descriptionKey: 'RECORDS.NAV_ABOUT', to: paths.adminMasters.href() },
] as const;
