// The api's answers as the contract describes them (openapi.yaml, generated into
// @sika/api-client/contract): journeys that read the api directly type what they read with these.
import type { components } from '@sika/api-client/contract';

export type ApiProduct = components['schemas']['Product'];
export type ApiOrder = components['schemas']['Order'];
