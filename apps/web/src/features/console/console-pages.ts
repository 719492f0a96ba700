// The console's pages in one chunk: one entry (and one list of its files) in the customer
// bundle for the whole console.
export { ApiClientsPage } from './integrations/api-clients-page';
export { AuditPage } from './audit/audit-page';
export { CatalogPage } from './catalog/catalog-page';
export { CompaniesPage } from './companies/companies-page';
export { LabelsPage } from './catalog/labels-page';
export { PeoplePage } from './people/people-page';
export { PointsPage } from './points/points-page';
export { RecallsPage } from './recalls/recalls-page';
export { RegistrationDetailPage } from './registrations/registration-detail-page';
export { RegistrationsPage } from './registrations/registrations-page';
export { ReviewsPage } from './reviews/reviews-page';
export { WebhooksPage } from './integrations/webhooks-page';
