/*
 * The last step of calibration (Platt scaling): a guess's probability p becomes σ(intercept + slope · logit p).
 * Temperature scaling fits the votes to the held-out labelled descriptions, which resemble the texts the model
 * learns from; descriptions written elsewhere (product titles, rulings) are right less often at the same
 * score. Fitted on both kinds together, this one curve keeps "0.8" near 80% right on descriptions the model
 * never saw, where temperature alone said 0.8 of guesses right half the time (docs/benchmarks.md).
 */

export interface HsConfidenceScale {
  readonly intercept: number;
  readonly slope: number;
}

/** A guess given for a calibration description: its probability, whether it was right, and its weight. */
export interface HsConfidenceCase {
  readonly probability: number;
  readonly right: boolean;
  readonly weight: number;
}

/** Probabilities are kept this far from 0 and 1, where the logit is infinite. */
const EDGE = 1e-4;
/** The slope stays positive, so that scaling never reorders a description's guesses. */
const MIN_SLOPE = 0.05;
const NEWTON_STEPS = 50;

const logit = (probability: number): number => {
  const kept = Math.min(1 - EDGE, Math.max(EDGE, probability));
  return Math.log(kept / (1 - kept));
};

const sigmoid = (value: number): number => 1 / (1 + Math.exp(-value));

export function scaledHsProbability(probability: number, scale: HsConfidenceScale | undefined): number {
  if (scale === undefined) return probability;
  return sigmoid(scale.intercept + scale.slope * logit(probability));
}

function logLoss(cases: readonly HsConfidenceCase[], intercept: number, slope: number): number {
  let loss = 0;
  for (const { probability, right, weight } of cases) {
    const predicted = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(intercept + slope * logit(probability))));
    loss -= weight * Math.log(right ? predicted : 1 - predicted);
  }
  return loss;
}

/**
 * The intercept and slope under which the cases' outcomes are likeliest (weighted logistic regression on the
 * logit, by Newton's method); undefined when the cases cannot fit one (all right, or all wrong).
 */
export function fitHsConfidenceScale(cases: readonly HsConfidenceCase[]): HsConfidenceScale | undefined {
  const rightWeight = cases.reduce((sum, { right, weight }) => sum + (right ? weight : 0), 0);
  const totalWeight = cases.reduce((sum, { weight }) => sum + weight, 0);
  if (rightWeight <= 0 || rightWeight >= totalWeight) return undefined;
  let intercept = 0;
  let slope = 1;
  let loss = logLoss(cases, intercept, slope);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    // Gradient and Hessian of the weighted log loss in (intercept, slope).
    let g0 = 0;
    let g1 = 0;
    let h00 = 0;
    let h01 = 0;
    let h11 = 0;
    for (const { probability, right, weight } of cases) {
      const x = logit(probability);
      const predicted = sigmoid(intercept + slope * x);
      const error = predicted - (right ? 1 : 0);
      const curvature = predicted * (1 - predicted) * weight;
      g0 += error * weight;
      g1 += error * weight * x;
      h00 += curvature;
      h01 += curvature * x;
      h11 += curvature * x * x;
    }
    const determinant = h00 * h11 - h01 * h01;
    if (!(determinant > 1e-12)) break;
    const step0 = (h11 * g0 - h01 * g1) / determinant;
    const step1 = (h00 * g1 - h01 * g0) / determinant;
    // Newton's step, halved until the loss falls: a full step from far away can overshoot.
    let length = 1;
    let next = { intercept: intercept - step0, slope: slope - step1 };
    let nextLoss = logLoss(cases, next.intercept, next.slope);
    while (nextLoss > loss && length > 1e-6) {
      length /= 2;
      next = { intercept: intercept - length * step0, slope: slope - length * step1 };
      nextLoss = logLoss(cases, next.intercept, next.slope);
    }
    if (nextLoss > loss) break;
    intercept = next.intercept;
    slope = next.slope;
    const settled = loss - nextLoss < 1e-12;
    loss = nextLoss;
    if (settled) break;
  }
  if (!Number.isFinite(intercept) || !Number.isFinite(slope)) return undefined;
  return { intercept, slope: Math.max(MIN_SLOPE, slope) };
}
