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
  { labelKey: 'ADMIN.NAV.PLANS', descriptionKey: 'ADMIN.ABOUT.PLANS', to: paths.adminPlans.href() },
  { labelKey: 'ADMIN.NAV.PAYMENTS', descriptionKey: 'ADMIN.ABOUT.PAYMENTS', to: paths.adminPayments.href() },
  {
    labelKey: 'ADMIN.NAV.BILLING_SETTINGS',
    descriptionKey: 'ADMIN.ABOUT.BILLING_SETTINGS',
    to: paths.billingSettings.href(),
  },
] as const;
