import { apiPath } from '../../../shared/lib/api-paths';

/** The empty templates (public files, so plain links download them). */
export const SCHEDULE_TEMPLATE_URLS = {
  xlsx: apiPath('league', 'admin', 'scheduleUpload', 'template.xlsx'),
  csv: apiPath('league', 'admin', 'scheduleUpload', 'template.csv'),
} as const;
