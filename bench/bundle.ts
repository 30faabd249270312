import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { reactRouterProductionBuild } from '../apps/portal/scripts/reactRouterProductionBuild.ts';

/**
 * What each route costs a vendor on mobile data before it can show anything: the gzip bytes of
 * every JavaScript file it loads first, read from the Vite manifest (apps/portal/vite.config.ts sets
 * build.manifest). A route's first load is the entry chunk with its static imports, plus, for a lazy
 * screen, that screen's chunk with its own static imports (each file counted once). Sentry's chunk
 * is a dynamic import made only when a DSN is configured, so it is not counted.
 */
type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; isDynamicEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/** The routes the budgets cover, and the lazy screen (a manifest key's ending) each one renders. */
export const ROUTES: Array<{ route: string; screen?: string }> = [
  { route: '/', screen: 'packages/ui/src/screens/Login/index.ts' },
  { route: '/signup-page-one', screen: 'packages/ui/src/screens/SignupStepOne/index.ts' },
  { route: '/vendor-main-page', screen: 'packages/ui/src/screens/VendorDashboard/index.ts' },
  { route: '/order-details/{id}', screen: 'packages/ui/src/screens/OrderDetails/index.ts' },
];

export const gzipBytes = (buffer: Buffer) => gzipSync(buffer, { level: 9 }).length;

export interface RouteFigure {
  route: string;
  files: string[];
  gzipBytes: number;
}

export function measureRoutes(distDir: string): RouteFigure[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('the Vite manifest names no entry');
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    if (!sizes.has(file)) sizes.set(file, gzipBytes(readFileSync(path.join(distDir, file))));
    return sizes.get(file)!;
  };
  /** The chunk and its static imports, transitively. */
  const chain = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) chain(imported, into);
  };
  return ROUTES.map(({ route, screen }) => {
    const files = new Set<string>();
    chain(entryKey, files);
    if (screen) {
      const key = Object.keys(manifest).find((candidate) => candidate.endsWith(screen));
      if (!key) throw new Error(`the Vite manifest has no chunk for ${screen} (route ${route})`);
      chain(key, files);
    }
    const list = [...files].filter((file) => file.endsWith('.js'));
    return { route, files: list, gzipBytes: list.reduce((sum, file) => sum + sizeOf(file), 0) };
  });
}

/**
 * Dashboard panels fetched only when opened, and the most gzip bytes each may cost on top of the
 * dashboard's first load (a ceiling, not a snapshot: pnpm check:budgets fails above it).
 */
export const PANELS: Array<{ panel: string; chunk: string; maxGzipBytes: number }> = [
  // docs/product.md, Earnings: the panel with its chart at most 30 kB gzip.
  { panel: 'Earnings', chunk: 'packages/ui/src/screens/VendorDashboard/parts/EarningsPanel.tsx', maxGzipBytes: 30_000 },
  // docs/product.md, Bulk catalogue: the import panel with its CSV reader (papaparse) and the form's checks.
  {
    panel: 'Import from CSV',
    chunk: 'packages/ui/src/screens/VendorDashboard/parts/ImportProductsPanel.tsx',
    maxGzipBytes: 40_000,
  },
  // docs/product.md, Payouts: the panel with its three calls (the later client) at most 30 kB gzip.
  { panel: 'Payouts', chunk: 'packages/ui/src/screens/VendorDashboard/parts/PayoutsPanel.tsx', maxGzipBytes: 30_000 },
  // docs/product.md, Team and Activity: both panels and their calls (the team client), one chunk; the
  // invitation form brings Formik with the form rules and Ghana's phone rules, about half of it.
  {
    panel: 'Team and Activity',
    chunk: 'packages/ui/src/screens/VendorDashboard/parts/TeamPanel.tsx',
    maxGzipBytes: 50_000,
  },
];

export interface PanelFigure {
  panel: string;
  files: string[];
  gzipBytes: number;
  maxGzipBytes: number;
}

/**
 * What opening each panel of PANELS fetches: its chunk and that chunk's static imports, except what
 * the dashboard's first load already brought.
 */
export function measurePanels(distDir: string): PanelFigure[] {
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const dashboard = new Set(measureRoutes(distDir).find((route) => route.route === '/vendor-main-page')?.files);
  const chain = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) chain(imported, into);
  };
  return PANELS.map(({ panel, chunk, maxGzipBytes }) => {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(chunk));
    if (!key) throw new Error(`the Vite manifest has no chunk for ${chunk} (panel ${panel})`);
    const files = new Set<string>();
    chain(key, files);
    const list = [...files].filter((file) => file.endsWith('.js') && !dashboard.has(file));
    const gzip = list.reduce((sum, file) => sum + gzipBytes(readFileSync(path.join(distDir, file))), 0);
    return { panel, files: list, gzipBytes: gzip, maxGzipBytes };
  });
}

/**
 * The stack's library floor: react, react-dom, react-router-dom, RTK (with RTK Query) + react-redux,
 * formik, yup, styled-components and react-toastify bundled alone by a tiny Vite build (the portal's
 * target, production mode), every import kept alive so nothing is shaken away. A route cannot be
 * lighter than the part of this it uses; the ratio says how much the app adds on top.
 */
export async function measureLibraryFloor(repoRoot: string): Promise<{ gzipBytes: number; files: number }> {
  // Inside packages/ui/node_modules, so that Node's resolution finds every library the ui package uses.
  const parent = path.join(repoRoot, 'packages/ui/node_modules');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, '.sika-bench-floor-'));
  try {
    writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><div id="root"></div><script type="module" src="./floor.js"></script>',
    );
    writeFileSync(
      path.join(dir, 'floor.js'),
      `import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link, NavLink, Navigate, Outlet, useNavigate, useParams, useLocation, useSearchParams } from 'react-router-dom';
import { configureStore, createSlice, createListenerMiddleware } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { Provider, useSelector, useDispatch } from 'react-redux';
import { Formik, Form, Field, ErrorMessage, useFormik, useField } from 'formik';
import * as yup from 'yup';
import styled, { ThemeProvider, createGlobalStyle, css, keyframes } from 'styled-components';
import { ToastContainer, toast } from 'react-toastify';
globalThis.__floor = { React, createRoot, hydrateRoot, createBrowserRouter, RouterProvider, Link, NavLink, Navigate, Outlet,
  useNavigate, useParams, useLocation, useSearchParams, configureStore, createSlice, createListenerMiddleware, createApi,
  fetchBaseQuery, Provider, useSelector, useDispatch, Formik, Form, Field, ErrorMessage, useFormik, useField, yup, styled,
  ThemeProvider, createGlobalStyle, css, keyframes, ToastContainer, toast };
`,
    );
    const { build } = await import('vite');
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      plugins: [reactRouterProductionBuild],
      build: { target: 'es2022', outDir: path.join(dir, 'dist'), reportCompressedSize: false, modulePreload: false },
    });
    const assets = path.join(dir, 'dist/assets');
    const files = readdirSync(assets).filter((file) => file.endsWith('.js'));
    return {
      gzipBytes: files.reduce((sum, file) => sum + gzipBytes(readFileSync(path.join(assets, file))), 0),
      files: files.length,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
