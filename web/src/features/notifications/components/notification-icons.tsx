import type { ReactNode } from 'react';
import type { NotificationType } from '@shared/domain/notification';
import { Icon, type IconProps } from '../../../components/icons';

/** The bell (spec §2.16). */
export function BellIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </Icon>
  );
}

/** A bin: delete. */
export function DeleteIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
    </Icon>
  );
}

const paths: Record<NotificationType, ReactNode> = {
  // A pie: funds.
  fundOrder: <path d="M12 3v9h9A9 9 0 1 1 12 3zM15 3.5A9 9 0 0 1 20.5 9H15z" />,
  // A person: the advisor.
  advisorOrder: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </>
  ),
  // A calendar: monthly.
  monthlyInvestment: (
    <>
      <rect x="4" y="5" width="16" height="15" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4" />
    </>
  ),
  // Arrows both ways: money moved.
  cashMovement: <path d="M4 8h14l-3-3M20 16H6l3 3" />,
  // A banknote.
  cashRequest: (
    <>
      <rect x="3" y="6" width="18" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.5" />
    </>
  ),
  // A line chart: a stock order.
  stockOrderUpdate: <path d="M4 19h16M5 15l4-4 3 3 6-7" />,
  // A tick in a circle: traded.
  stockOrderMatched: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" />
    </>
  ),
  // A coin: a crypto order.
  cryptoOrderUpdate: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M10 8h3.5a2 2 0 0 1 0 4H10h4a2 2 0 0 1 0 4h-4zM11 6v2M11 16v2" />
    </>
  ),
  // A tick in a circle: traded.
  cryptoOrderMatched: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" />
    </>
  ),
  // A page.
  newDocument: (
    <>
      <path d="M7 3h7l5 5v13H7z" />
      <path d="M14 3v5h5M10 13h6M10 17h6" />
    </>
  ),
  // A star: new listing.
  newIpo: <path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z" />,
  // A flag: a result.
  ipoResult: <path d="M5 21V4M5 4h12l-2 4 2 4H5" />,
  // A list.
  plan: <path d="M9 6h11M9 12h11M9 18h11M4 6h.01M4 12h.01M4 18h.01" />,
  // A wallet.
  balance: (
    <>
      <path d="M4 7h15a1 1 0 0 1 1 1v11H5a1 1 0 0 1-1-1V6a2 2 0 0 1 2-2h11v3" />
      <path d="M16 13h.01" />
    </>
  ),
  // Stacked layers: holdings.
  holding: <path d="M12 3l9 5-9 5-9-5zM3 13l9 5 9-5" />,
};

/** The icon of a notification's kind. */
export function NotificationKindIcon({ type, ...props }: IconProps & { type: NotificationType }) {
  return <Icon {...props}>{paths[type]}</Icon>;
}
