import { useParams } from 'react-router';
import {
  DisclaimerEditPage,
  isDisclaimerType,
} from '../../../features/admins/content/disclaimer-pages';
import { Component as NotFound } from '../not-found';

/** `/admins/disclaimerNote/{type}` (spec §2.13); an unknown type is not found. */
export function Component() {
  const { type } = useParams();
  return isDisclaimerType(type) ? <DisclaimerEditPage key={type} type={type} /> : <NotFound />;
}
