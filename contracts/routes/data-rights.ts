import { z } from 'zod';
import { DataExport, EraseBody, ExportIdParams, LatestExport } from '../data-rights.js';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** A copy of the caller's data, and erasure of their account (server/modules/data-rights/data-rights.routes.ts serves them). */
export const DataRightsRoutes = defineRoutes('data-rights', {
  requestExport: {
    method: 'POST',
    path: '/api/me/exports',
    summary: 'Start preparing a copy of everything the product holds about the caller (a ZIP of JSON and files)',
    response: { 202: DataExport, ...errors },
  },
  latestExport: {
    method: 'GET',
    path: '/api/me/exports/latest',
    summary: "The caller's latest copy: its progress, and its download link for a day once ready",
    response: { 200: LatestExport, ...errors },
  },
  downloadExport: {
    method: 'GET',
    path: '/api/me/exports/:id/download',
    summary: 'Download a prepared copy (its owner, within a day)',
    params: ExportIdParams,
    // The ZIP itself (application/zip), streamed: no JSON schema.
    response: {},
  },
  erase: {
    method: 'POST',
    path: '/api/me/erase',
    summary: "Erase the caller's account after the password is given again; posts may stay as 'Anonymous'",
    body: EraseBody,
    response: { 204: z.null(), ...errors },
  },
});
