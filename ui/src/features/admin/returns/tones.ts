import type { BadgeTone } from '../components/Badge';
import type { ReturnStatus } from './types';

/** How each return status reads at a glance: waiting on staff, on its way, settled, refused. */
export const STATUS_TONES: Record<ReturnStatus, BadgeTone> = {
  Requested: 'progress',
  Approved: 'progress',
  Received: 'progress',
  Refunded: 'success',
  Rejected: 'danger',
};
