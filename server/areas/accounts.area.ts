import { raqCalls } from '../api/raq/raq.routes';
import { defineArea } from './server-area';

/** The account pages' calls: the risk assessment questionnaire so far. */
export const accountsArea = defineArea({
  name: 'accounts',
  calls: raqCalls,
});
