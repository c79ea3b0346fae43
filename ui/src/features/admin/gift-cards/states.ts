/** How a card's state shows: the badge tone of each state the server names. */
import type { BadgeTone } from '../components/Badge';
import type { CardState } from './types';

export const STATE_TONES: Record<CardState, BadgeTone> = { active: 'success', voided: 'danger', expired: 'neutral', empty: 'neutral' };
