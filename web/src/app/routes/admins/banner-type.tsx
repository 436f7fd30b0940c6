import { useParams } from 'react-router';
import { BannerListPage, isPlacement } from '../../../features/admins/content/banner-list-page';
import { Component as NotFound } from '../not-found';

/** `/admins/banner/{type}` (spec §2.13): one placement's banners; an unknown type is not found. */
export function Component() {
  const { type } = useParams();
  return isPlacement(type) ? <BannerListPage key={type} placement={type} /> : <NotFound />;
}
