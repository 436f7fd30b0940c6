import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Chromium keeps only the last `--disable-features` it is given, so this one list repeats the
 * features Playwright itself turns off (its chromiumSwitches: without them PaintHolding and
 * friends stay on in Debian's build, and a page now and then stops producing frames, which
 * leaves every locator waiting) beside ours.
 */
const DISABLED_FEATURES = [
  // Playwright's own list.
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  // A page of a new context is never occluded by another context's window.
  'CalculateNativeWinOcclusion',
  // The embedded-mode test frames the portal from a host page on another local origin.
  'LocalNetworkAccessChecks',
  'PrivateNetworkAccessSendPreflights',
  'PrivateNetworkAccessRespectPreflightResults',
];

/**
 * Debian's Chromium (the network is closed, so Playwright cannot download its own). The flags keep
 * it from reaching for Google's hosts at every start.
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: run .ci/run or apt-get install -y chromium`,
    );
  }
  return {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      `--disable-features=${DISABLED_FEATURES.join(',')}`,
    ],
  };
}
