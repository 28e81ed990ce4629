// Inline SVG icons per asset type: no icon font, no image requests. 24×24, drawn with the
// current text colour.

import React from 'react';
import {KNOWN_TYPES} from '../../../engine';

type IconProps = {className?: string};

const svg = (children: React.ReactNode) =>
  function Icon({className}: IconProps): React.ReactElement {
    return (
      <svg
        className={className}
        viewBox="0 0 24 24"
        width="24"
        height="24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false">
        {children}
      </svg>
    );
  };

const RouterIcon = svg(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 5.5v4M10.3 7.2 12 5.5l1.7 1.7M12 18.5v-4M10.3 16.8l1.7 1.7 1.7-1.7M5.5 12h4M7.2 10.3 5.5 12l1.7 1.7M18.5 12h-4M16.8 10.3l1.7 1.7-1.7 1.7" />
  </>,
);

const SwitchIcon = svg(
  <>
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <path d="M6.5 10h9M13.5 8l2 2-2 2M17.5 14h-9M10.5 12l-2 2 2 2" />
  </>,
);

const FirewallIcon = svg(
  <>
    <rect x="3" y="4" width="18" height="16" rx="1.5" />
    <path d="M3 9.3h18M3 14.7h18M9 4v5.3M15 4v5.3M6 9.3v5.4M12 9.3v5.4M18 9.3v5.4M9 14.7V20M15 14.7V20" />
  </>,
);

const LoadBalancerIcon = svg(
  <>
    <circle cx="5" cy="12" r="2.2" />
    <circle cx="19" cy="5" r="2.2" />
    <circle cx="19" cy="12" r="2.2" />
    <circle cx="19" cy="19" r="2.2" />
    <path d="M7.2 12h9.6M7 11l10-5.3M7 13l10 5.3" />
  </>,
);

const ServerIcon = svg(
  <>
    <rect x="4" y="3" width="16" height="8" rx="1.5" />
    <rect x="4" y="13" width="16" height="8" rx="1.5" />
    <path d="M8 7h.01M8 17h.01M12 7h4M12 17h4" />
  </>,
);

const DatabaseIcon = svg(
  <>
    <ellipse cx="12" cy="5.5" rx="7.5" ry="2.8" />
    <path d="M4.5 5.5v13c0 1.5 3.4 2.8 7.5 2.8s7.5-1.3 7.5-2.8v-13M4.5 12c0 1.5 3.4 2.8 7.5 2.8s7.5-1.3 7.5-2.8" />
  </>,
);

const StorageIcon = svg(
  <>
    <path d="M3.5 13.5 6 5h12l2.5 8.5V19a1.5 1.5 0 0 1-1.5 1.5H5A1.5 1.5 0 0 1 3.5 19z" />
    <path d="M3.5 13.5h17M16.5 17h.01M13.5 17h.01" />
  </>,
);

const PcIcon = svg(
  <>
    <rect x="3" y="4" width="18" height="12" rx="1.5" />
    <path d="M9 20h6M12 16v4" />
  </>,
);

const GenericIcon = svg(
  <>
    <path d="M12 2.8 20 7.4v9.2l-8 4.6-8-4.6V7.4z" />
    <path d="m4 7.4 8 4.6 8-4.6M12 12v9.2" />
  </>,
);

// One icon per device type the engine knows; any other word gets the generic icon.
const KNOWN_ICON_TYPES = KNOWN_TYPES;
export type IconType = (typeof KNOWN_ICON_TYPES)[number] | 'generic';

const ICONS: Record<IconType, (props: IconProps) => React.ReactElement> = {
  router: RouterIcon,
  switch: SwitchIcon,
  firewall: FirewallIcon,
  'load-balancer': LoadBalancerIcon,
  server: ServerIcon,
  database: DatabaseIcon,
  storage: StorageIcon,
  pc: PcIcon,
  generic: GenericIcon,
};

export function iconTypeOf(type: string): IconType {
  return (KNOWN_ICON_TYPES as readonly string[]).includes(type) ? (type as IconType) : 'generic';
}

export function AssetIcon({type, className}: {type: string; className?: string}): React.ReactElement {
  const Icon = ICONS[iconTypeOf(type)];
  return <Icon className={className} />;
}
