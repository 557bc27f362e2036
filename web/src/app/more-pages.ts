/**
 * Where the public pages a first visit does not open are (see `morePage` in router.tsx): log in, sign up, the
 * admin login, password reset, pricing, contact us and the information pages. Each lazy import in the first page's
 * code carries the list of every chunk its page needs; from here those lists load with the first visit to one of
 * them (one small extra request), not with every visitor's home page. The server-rendered pages stay in router.tsx.
 */
export const morePages = {
  loginPage: () => import('../features/auth/pages/login-page'),
  registerPage: () => import('../features/auth/pages/register-page'),
  adminLoginPage: () => import('../features/auth/pages/admin-login-page'),
  forgotPasswordPage: () => import('../features/auth/pages/forgot-password-page'),
  pricingPage: () => import('../features/billing/pages/pricing-page'),
  contactUsPage: () => import('../features/content/pages/contact-us-page'),
  termsPage: () => import('../features/content/info/terms-page'),
  privacyPage: () => import('../features/content/info/privacy-page'),
  refundPage: () => import('../features/content/info/refund-page'),
  aboutPage: () => import('../features/content/info/about-page'),
};
