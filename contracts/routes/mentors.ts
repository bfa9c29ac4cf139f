import { z } from 'zod';
import { ErrorBody } from '../errors.js';
import { defineRoutes } from '../http.js';
import {
  ActedMentorRequest,
  AdminMentorList,
  AskBody,
  MatchList,
  MatchQuery,
  MentorBadge,
  MentorIdParams,
  MentorRequestActionBody,
  MentorRequestIdParams,
  MentorRequestLists,
  MyOffer,
  Offer,
  OfferBody,
  OfferStatusBody,
  SavedOffer,
  SentMentorRequest,
  TrainedBody,
} from '../mentors.js';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 429: ErrorBody };

/** Peer mentoring: offers, matches, requests and mentorships (server/modules/mentors/mentors.routes.ts serves them). */
export const MentorsRoutes = defineRoutes('mentors', {
  myOffer: {
    method: 'GET',
    path: '/api/mentors/offer',
    summary: "The caller's own offer to mentor (null when none), and whether their role may offer",
    response: { 200: MyOffer, ...errors },
  },
  saveOffer: {
    method: 'PUT',
    path: '/api/mentors/offer',
    summary: "Offer to mentor, or change the offer (survivors and caregivers; safety: the author's own notice)",
    body: OfferBody,
    response: { 200: SavedOffer, ...errors },
  },
  offerStatus: {
    method: 'PATCH',
    path: '/api/mentors/offer',
    summary: 'Pause the offer (no new requests) or take requests again',
    body: OfferStatusBody,
    response: { 200: Offer, ...errors },
  },
  withdrawOffer: {
    method: 'DELETE',
    path: '/api/mentors/offer',
    summary: 'Withdraw the offer (pending requests are declined; mentorships go on until ended)',
    response: { 204: z.null(), ...errors },
  },
  match: {
    method: 'GET',
    path: '/api/mentors/match',
    summary:
      'Mentors closest to what the member looks for: cancer type and subtype, then treatments, languages and place',
    query: MatchQuery,
    response: { 200: MatchList, ...errors },
  },
  ask: {
    method: 'POST',
    path: '/api/mentors/requests',
    summary: "Ask a mentor, with a note (one open request per pair; safety: the author's own notice)",
    body: AskBody,
    response: { 201: SentMentorRequest, ...errors },
  },
  requests: {
    method: 'GET',
    path: '/api/mentors/requests',
    summary: "The caller's open requests in and out, and their mentorships",
    response: { 200: MentorRequestLists, ...errors },
  },
  act: {
    method: 'PATCH',
    path: '/api/mentors/requests/:id',
    summary:
      "Accept or decline (the mentor: accepting connects the two and opens their conversation), withdraw (the asker), end (either; safety: the author's own notice when the reason signals a risk)",
    params: MentorRequestIdParams,
    body: MentorRequestActionBody,
    response: { 200: ActedMentorRequest, ...errors },
  },
  badge: {
    method: 'GET',
    path: '/api/mentors/badge/:userId',
    summary:
      "Whether a member offers to mentor and is trained (the profile's badge), and whether the caller can ask them from the profile; not offering unless the caller may find them (blocks, 'Who can find me')",
    params: MentorIdParams,
    response: { 200: MentorBadge, ...errors },
  },
  adminList: {
    method: 'GET',
    path: '/api/admin/mentors',
    summary: 'Every offer to mentor, newest change first',
    tags: ['admin'],
    response: { 200: AdminMentorList, ...errors },
  },
  setTrained: {
    method: 'PATCH',
    path: '/api/admin/mentors/:userId',
    summary: 'Mark a mentor trained, or not (audited)',
    tags: ['admin'],
    params: MentorIdParams,
    body: TrainedBody,
    response: { 200: Offer, ...errors },
  },
});
