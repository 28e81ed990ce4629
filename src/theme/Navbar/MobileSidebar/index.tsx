// The classic theme's mobile sidebar, mounted in a deferred render.
//
// On a phone the theme mounts the mobile sidebar, closed, with the docs sidebar's whole menu in it,
// as soon as it knows the window's size: in the update that follows hydration, which React renders
// in one go (on the installation page an 80-93 ms task under Lighthouse's 4x CPU slowdown, about
// 190 of its components the closed sidebar's). useDeferredValue leaves it out of that update and
// mounts it in a background render that React splits into short slices. A reader who
// opens the sidebar first gets it at once: `shown` is not deferred.

import React, {useDeferredValue, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';

export default function MobileSidebarInTheBackground(): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const mounted = useDeferredValue(shouldRender, false);
  return shown || mounted ? <MobileSidebar /> : null;
}
