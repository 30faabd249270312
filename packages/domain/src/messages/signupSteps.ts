// Not in the spec: where the vendor is in sign-up, and the way back from step two on.
export const signupStepsMessages = {
  progress: (step: number, count: number) => `Step ${step} of ${count}`,
  back: 'Back',
} as const;
