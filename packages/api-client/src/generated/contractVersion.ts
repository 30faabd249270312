// Generated from openapi.yaml's info.version by scripts/contract-version.mjs; never edited.
export const CONTRACT_VERSION = '1.0.0';
