import { z } from 'zod';
import {
  AdminDonorOverview,
  CloseDonorRequestBody,
  CreateDonorRequestBody,
  CreatedDonorRequest,
  DonorAnswerBody,
  DonorMessageBody,
  DonorProfile,
  DonorProfileBody,
  DonorRequestIdParams,
  DonorRequestLists,
  DonorRequestView,
  DonorStatusBody,
  DonorThanked,
  DonorThanksBody,
  MessagedDonor,
  MyDonorProfile,
  NgoDonorDrives,
} from '../donors.js';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';
import { CreateReportBody, ReportFiled } from '../reports.js';
import { withSafetyNotice } from '../crisis.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** Blood and platelet donors (server/modules/donors/donors.routes.ts serves them). */
export const DonorsRoutes = defineRoutes('donors', {
  myProfile: {
    method: 'GET',
    path: '/api/donors/me',
    summary: "The caller's donor profile (null when not registered), and whether they may register",
    response: { 200: MyDonorProfile, ...errors },
  },
  saveProfile: {
    method: 'PUT',
    path: '/api/donors/me',
    summary: 'Register as a donor, or change the profile (never public; the 2017 NBTC guidelines decide eligibility)',
    body: DonorProfileBody,
    response: { 200: DonorProfile, ...errors },
  },
  setStatus: {
    method: 'PATCH',
    path: '/api/donors/me',
    summary: 'Pause (no requests reach the donor) or take requests again',
    body: DonorStatusBody,
    response: { 200: DonorProfile, ...errors },
  },
  removeProfile: {
    method: 'DELETE',
    path: '/api/donors/me',
    summary: 'Stop being a donor: the profile goes',
    response: { 204: z.null(), ...errors },
  },
  create: {
    method: 'POST',
    path: '/api/donors/requests',
    summary:
      'Ask for blood or platelets: the best-matched donors hear at once, more in waves (no money, no phone numbers)',
    body: CreateDonorRequestBody,
    response: { 201: CreatedDonorRequest, ...errors },
  },
  lists: {
    method: 'GET',
    path: '/api/donors/requests',
    summary: "The caller's own requests, and the requests that reached them as a donor",
    response: { 200: DonorRequestLists, ...errors },
  },
  view: {
    method: 'GET',
    path: '/api/donors/requests/:id',
    summary: 'One request, for its asker, a donor it reached, or an administrator',
    params: DonorRequestIdParams,
    response: { 200: DonorRequestView, ...errors },
  },
  answer: {
    method: 'POST',
    path: '/api/donors/requests/:id/answer',
    summary: '"I can donate" or "Not this time" (a donor the request reached)',
    params: DonorRequestIdParams,
    body: DonorAnswerBody,
    response: { 200: withSafetyNotice(DonorRequestView), ...errors },
  },
  close: {
    method: 'POST',
    path: '/api/donors/requests/:id/close',
    summary: 'The asker marks the request fulfilled or no longer needed; pending donors are told',
    params: DonorRequestIdParams,
    body: CloseDonorRequestBody,
    response: { 200: DonorRequestView, ...errors },
  },
  message: {
    method: 'POST',
    path: '/api/donors/requests/:id/message',
    summary: 'The asker writes to a donor who said yes (the conversation opens in Messages)',
    params: DonorRequestIdParams,
    body: DonorMessageBody,
    response: { 200: withSafetyNotice(MessagedDonor), ...errors },
  },
  thank: {
    method: 'POST',
    path: '/api/donors/requests/:id/thanks',
    summary: 'The asker thanks every donor who said yes',
    params: DonorRequestIdParams,
    body: DonorThanksBody,
    response: { 200: withSafetyNotice(DonorThanked), ...errors },
  },
  report: {
    method: 'POST',
    path: '/api/donors/requests/:id/reports',
    summary: 'Report a request to the moderators',
    params: DonorRequestIdParams,
    body: CreateReportBody,
    response: { 200: ReportFiled, ...errors },
  },
  adminOverview: {
    method: 'GET',
    path: '/api/admin/donors',
    summary: 'Administrators: donors, open and fulfilled requests, the latest requests with their reports',
    response: { 200: AdminDonorOverview, ...errors },
  },
  adminClose: {
    method: 'POST',
    path: '/api/admin/donors/requests/:id/close',
    summary: 'Administrators close a request (audited; the asker and pending donors are told)',
    params: DonorRequestIdParams,
    response: { 200: DonorRequestView, ...errors },
  },
  drives: {
    method: 'GET',
    path: '/api/ngo/donor-drives',
    summary: "An NGO's own donor drives with their answers",
    response: { 200: NgoDonorDrives, ...errors },
  },
});
