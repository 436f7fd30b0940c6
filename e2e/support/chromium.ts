import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * The features turned off: Playwright's own list (its chromiumSwitches) and ours in one switch.
 * Playwright passes its `--disable-features` before ours, and Chromium may keep only the last,
 * so ours repeats Playwright's rather than silently turning it (PaintHolding and the rest) on.
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
