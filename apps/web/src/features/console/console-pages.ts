// The console's pages in one chunk: one entry (and one list of its files) in the customer
// bundle for the whole console.
export { ApiClientsPage } from './api-clients-page';
export { AuditPage } from './audit-page';
export { CatalogPage } from './catalog-page';
export { CompaniesPage } from './companies-page';
export { LabelsPage } from './labels-page';
export { PeoplePage } from './people-page';
export { PointsPage } from './points-page';
export { RecallsPage } from './recalls-page';
export { RegistrationDetailPage } from './registration-detail-page';
export { RegistrationsPage } from './registrations-page';
export { ReviewsPage } from './reviews-page';
export { WebhooksPage } from './webhooks-page';
