import type { StatusFamily } from '../../../components/data/status-badge';
import type { IpoApplication } from '../api/ipo';

/** The badge family of each application status. */
export const IPO_STATUS_FAMILY: Record<IpoApplication['status'], StatusFamily> = {
  Submitted: 'working',
  Processing: 'working',
  Allotted: 'done',
  Cancelled: 'ended',
  Invalid: 'failed',
  Rejected: 'failed',
};

/** The text key of each application status. */
export const IPO_STATUS_KEY = {
  Submitted: 'submitted',
  Processing: 'processing',
  Allotted: 'allotted',
  Cancelled: 'cancelled',
  Invalid: 'invalid',
  Rejected: 'rejected',
} as const satisfies Record<IpoApplication['status'], string>;

/** Statuses that hold nothing any more: their held amount shows as a dash. */
export const IPO_ENDED_STATUSES: readonly IpoApplication['status'][] = [
  'Cancelled',
  'Invalid',
  'Rejected',
];
