import { useParams } from 'react-router';
import { RaqVersionPage } from '../../../features/admins/raq/raq-version-page';
import { Component as NotFound } from '../not-found';

/** `/admins/raq/{version}` (issue 30 §2): a saved questionnaire version, read only. */
export function Component() {
  const { version = '' } = useParams();
  const number = Number(version);
  if (!/^\d+$/.test(version) || !Number.isSafeInteger(number) || number <= 0) return <NotFound />;
  return <RaqVersionPage key={number} version={number} />;
}
