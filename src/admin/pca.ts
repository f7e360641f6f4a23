/** A projection to two dimensions: the mean and the first two principal axes. */
export interface Pca2 {
  mean: Float64Array;
  axes: [Float64Array, Float64Array];
  /** Variance along each axis (eigenvalues of the covariance). */
  variance: [number, number];
}

const dot = (a: ArrayLike<number>, b: ArrayLike<number>) => { let s = 0; for (let i = 0; i < a.length; i++) s += a[i] * b[i]; return s; };

function normalize(v: Float64Array): number {
  const n = Math.sqrt(dot(v, v)) || 1;
  for (let i = 0; i < v.length; i++) v[i] /= n;
  return n;
}

/** Deterministic start vector (no Math.random: the same vectors give the same map). */
function start(dims: number, salt: number): Float64Array {
  const v = new Float64Array(dims);
  for (let i = 0; i < dims; i++) v[i] = Math.sin((i + 1) * 12.9898 + salt * 78.233) + 0.01;
  return v;
}

/**
 * PCA to two components by power iteration: covariance times v is computed as Xᵀ(Xv)/n, so the
 * d×d matrix is never built; the second axis is found with the first deflated away.
 */
export function pca2(vectors: ArrayLike<number>[], iterations = 60): Pca2 {
  const n = vectors.length;
  const dims = n ? vectors[0].length : 0;
  const mean = new Float64Array(dims);
  for (const v of vectors) for (let i = 0; i < dims; i++) mean[i] += v[i] / n;
  const centered = vectors.map((v) => Float64Array.from({ length: dims }, (_, i) => v[i] - mean[i]));
  const axes: Float64Array[] = [];
  const variance: number[] = [];
  for (let k = 0; k < 2; k++) {
    let v = start(dims, k);
    normalize(v);
    let lambda = 0;
    for (let it = 0; it < iterations; it++) {
      const next = new Float64Array(dims);
      for (const x of centered) {
        const p = dot(x, v);
        for (let i = 0; i < dims; i++) next[i] += (p * x[i]) / Math.max(1, n);
      }
      for (const a of axes) { const p = dot(next, a); for (let i = 0; i < dims; i++) next[i] -= p * a[i]; }
      lambda = normalize(next);
      const converged = Math.abs(Math.abs(dot(next, v)) - 1) < 1e-9;
      v = next;
      if (converged) break;
    }
    // A fixed sign: the largest component is positive, so the map does not flip between runs.
    let big = 0;
    for (let i = 0; i < dims; i++) if (Math.abs(v[i]) > Math.abs(v[big])) big = i;
    if (v[big] < 0) for (let i = 0; i < dims; i++) v[i] = -v[i];
    axes.push(v);
    variance.push(lambda);
  }
  return { mean, axes: [axes[0] ?? new Float64Array(dims), axes[1] ?? new Float64Array(dims)], variance: [variance[0] ?? 0, variance[1] ?? 0] };
}

/** Projects a vector onto the two axes. */
export function project(p: Pca2, v: ArrayLike<number>): [number, number] {
  let x = 0, y = 0;
  for (let i = 0; i < p.mean.length; i++) { const c = v[i] - p.mean[i]; x += c * p.axes[0][i]; y += c * p.axes[1][i]; }
  return [x, y];
}
