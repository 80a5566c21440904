import type { HsFusedHeading, HsSearchLine } from './hsFusedHeadings.js';

/*
 * The probability that a fused suggestion's HEADING is right (issue 42). The suggestions come in the fused
 * order, which the model's probability of a subheading does not follow: the search's first heading, right
 * on most everyday goods, often has none from the model. So each heading of the answer is given the
 * probability a logistic regression reads from what put it there: the model's probability of the heading,
 * the model's and the search's places for it (and whether the search found it by an everyday name that is
 * the whole description), whether a rule of form and use moved it, its place, and its share of the fused
 * scores (how far it leads). Fitted at each build, as the model's Platt scaling is, on the
 * held-out descriptions and the calibration titles (trainHsClassifier's `fusion`), never on an evaluation set.
 */

/** What the regression reads of one heading of a fused answer, each in [0, 1] or near it. */
export const HS_FUSED_FEATURES = [
  /** The model's probability of the heading (the sum of its subheadings'), as a logit over 7. */
  'modelLogit',
  /** 1 / the heading's place among the model's headings; 0 where the model did not name it. */
  'modelPlace',
  /** 1 / its place among the search's headings; 0 where the search did not find it. */
  'searchPlace',
  /** The share of the description's words the search's best line under it accounts for; 0 where none. */
  'searchCoverage',
  /** 1 when an everyday name that is the whole description led the search to it. */
  'searchNamed',
  /** 1 when the model and the search both put it first. */
  'agree',
  /** 1 when a word of form or use moved it. */
  'rule',
  /** 1 / its place in the fused order. */
  'fusedPlace',
  /** Its fused score's share of the answer's scores: how far it leads, or trails. */
  'scoreShare',
] as const;
export type HsFusedFeature = (typeof HS_FUSED_FEATURES)[number];

/** The fitted regression: probability = σ(intercept + Σ weight × feature). */
export interface HsFusedConfidence {
  readonly intercept: number;
  readonly weights: Readonly<Record<HsFusedFeature, number>>;
}

/**
 * Used when a model has none (a model built before it): the regression fitted on the shipped data
 * (npm run hs-finder:data), so that an older stored model's answers read the same.
 */
export const HS_FUSED_CONFIDENCE_DEFAULT: HsFusedConfidence = {
  intercept: -2.86,
  weights: {
    modelLogit: 1.6,
    modelPlace: -0.83,
    searchPlace: 0.92,
    searchCoverage: -0.33,
    searchNamed: 3,
    agree: 0.46,
    rule: -0.54,
    fusedPlace: 2.55,
    scoreShare: 1.93,
  },
};

/** A heading of a calibration description's answer: its features and whether it was the right heading. */
export interface HsFusedConfidenceCase {
  readonly features: readonly number[];
  readonly right: boolean;
  readonly weight: number;
}

/** Probabilities are read this far from 0 and 1, where the logit is infinite. */
const EDGE = 1e-3;
/** The logit is divided by this so that the features are of one size (the logit of 0.001 is −6.9). */
const LOGIT_SCALE = 7;
/** L2 penalty on the weights (not the intercept), per unit of the cases' weight: keeps a rare feature sane. */
const PENALTY = 1e-3;
const NEWTON_STEPS = 50;

const sigmoid = (value: number): number => 1 / (1 + Math.exp(-value));

/** The features of each heading of a fused answer, in its order (HS_FUSED_FEATURES). */
export function hsFusedFeatures(
  fused: readonly HsFusedHeading[],
  lines: readonly HsSearchLine[],
  named: readonly string[],
): number[][] {
  const namedHeadings = new Set(named.map((code) => code.slice(0, 4)));
  const coverage = new Map<string, number>();
  for (const line of lines) {
    const heading = line.code.slice(0, 4);
    coverage.set(heading, Math.max(coverage.get(heading) ?? 0, line.coverage));
  }
  const total = fused.reduce((sum, { score }) => sum + Math.max(0, score), 0);
  return fused.map((heading, at) => {
    const probability = Math.min(1 - EDGE, Math.max(EDGE, heading.modelProbability));
    return [
      Math.log(probability / (1 - probability)) / LOGIT_SCALE,
      heading.modelPlace === null ? 0 : 1 / heading.modelPlace,
      heading.searchPlace === null ? 0 : 1 / heading.searchPlace,
      coverage.get(heading.heading) ?? 0,
      namedHeadings.has(heading.heading) ? 1 : 0,
      heading.modelPlace === 1 && heading.searchPlace === 1 ? 1 : 0,
      heading.rules.length > 0 ? 1 : 0,
      1 / (at + 1),
      total > 0 ? Math.max(0, heading.score) / total : 0,
    ];
  });
}

export function hsFusedProbability(features: readonly number[], confidence: HsFusedConfidence): number {
  let value = confidence.intercept;
  HS_FUSED_FEATURES.forEach((name, at) => {
    value += confidence.weights[name] * (features[at] ?? 0);
  });
  return sigmoid(value);
}

/**
 * The regression under which the cases' outcomes are likeliest (weighted, lightly penalised, by Newton's
 * method); undefined when the cases cannot fit one (none, all right, or all wrong).
 */
export function fitHsFusedConfidence(cases: readonly HsFusedConfidenceCase[]): HsFusedConfidence | undefined {
  const rightWeight = cases.reduce((sum, { right, weight }) => sum + (right ? weight : 0), 0);
  const totalWeight = cases.reduce((sum, { weight }) => sum + weight, 0);
  if (rightWeight <= 0 || rightWeight >= totalWeight) return undefined;
  const size = HS_FUSED_FEATURES.length + 1;
  const penalty = PENALTY * totalWeight;
  // The intercept first, then the weights.
  let beta = new Array<number>(size).fill(0);
  const rowOf = (features: readonly number[]) => [1, ...HS_FUSED_FEATURES.map((_, at) => features[at] ?? 0)];
  const rows = cases.map(({ features, right, weight }) => ({ x: rowOf(features), y: right ? 1 : 0, weight }));
  const loss = (candidate: readonly number[]) => {
    let sum = 0;
    for (const { x, y, weight } of rows) {
      const p = Math.min(1 - 1e-12, Math.max(1e-12, sigmoid(dot(candidate, x))));
      sum -= weight * (y === 1 ? Math.log(p) : Math.log(1 - p));
    }
    for (let at = 1; at < size; at++) sum += (penalty / 2) * (candidate[at] ?? 0) ** 2;
    return sum;
  };
  let current = loss(beta);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const gradient = new Array<number>(size).fill(0);
    const hessian = Array.from({ length: size }, () => new Array<number>(size).fill(0));
    for (const { x, y, weight } of rows) {
      const p = sigmoid(dot(beta, x));
      const curvature = p * (1 - p) * weight;
      for (let i = 0; i < size; i++) {
        gradient[i] = (gradient[i] ?? 0) + (p - y) * weight * (x[i] ?? 0);
        const hessianRow = hessian[i] ?? [];
        for (let j = 0; j < size; j++)
          hessianRow[j] = (hessianRow[j] ?? 0) + curvature * (x[i] ?? 0) * (x[j] ?? 0);
      }
    }
    for (let at = 1; at < size; at++) {
      gradient[at] = (gradient[at] ?? 0) + penalty * (beta[at] ?? 0);
      const hessianRow = hessian[at] ?? [];
      hessianRow[at] = (hessianRow[at] ?? 0) + penalty;
    }
    const direction = solve(hessian, gradient);
    if (direction === undefined) break;
    // Newton's step, halved until the loss falls.
    let length = 1;
    let next = beta.map((value, at) => value - length * (direction[at] ?? 0));
    let nextLoss = loss(next);
    while (nextLoss > current && length > 1e-6) {
      length /= 2;
      next = beta.map((value, at) => value - length * (direction[at] ?? 0));
      nextLoss = loss(next);
    }
    if (nextLoss > current) break;
    const settled = current - nextLoss < 1e-10;
    beta = next;
    current = nextLoss;
    if (settled) break;
  }
  if (!beta.every(Number.isFinite)) return undefined;
  const weights = Object.fromEntries(HS_FUSED_FEATURES.map((name, at) => [name, beta[at + 1] ?? 0]));
  return { intercept: beta[0] ?? 0, weights: weights as Record<HsFusedFeature, number> };
}

function dot(left: readonly number[], right: readonly number[]): number {
  let sum = 0;
  for (let at = 0; at < left.length; at++) sum += (left[at] ?? 0) * (right[at] ?? 0);
  return sum;
}

/** The solution of a small symmetric system (Gaussian elimination with pivoting); undefined when singular. */
function solve(matrix: readonly (readonly number[])[], vector: readonly number[]): number[] | undefined {
  const size = vector.length;
  const rows = matrix.map((row, at) => [...row, vector[at] ?? 0]);
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++)
      if (Math.abs(rows[row]?.[column] ?? 0) > Math.abs(rows[pivot]?.[column] ?? 0)) pivot = row;
    const pivotRow = rows[pivot];
    if (pivotRow === undefined || Math.abs(pivotRow[column] ?? 0) < 1e-12) return undefined;
    rows[pivot] = rows[column] ?? [];
    rows[column] = pivotRow;
    for (let row = 0; row < size; row++) {
      if (row === column) continue;
      const target = rows[row] ?? [];
      const factor = (target[column] ?? 0) / (pivotRow[column] ?? 1);
      for (let at = column; at <= size; at++) target[at] = (target[at] ?? 0) - factor * (pivotRow[at] ?? 0);
    }
  }
  return rows.map((row, at) => (row[size] ?? 0) / (row[at] ?? 1));
}
