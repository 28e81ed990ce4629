import React, {useId, useState, type ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import styles from './styles.module.css';

/**
 * Every visible string comes from the post that renders the component, so the
 * Korean post and its English twin each pass their own words. Templates use
 * `{name}` placeholders: `{count}`, `{min}`, `{max}`, `{seconds}`, `{percent}`.
 */
export type BlogTimeComparisonLabels = {
  /** Heading above the chart. */
  title: string;
  /** Label of the slider, e.g. "Number of assets". */
  sliderLabel: string;
  /** Current slider value, e.g. "{count} assets". */
  assetCount: string;
  /** Name of the first bar, e.g. "By hand". */
  manualLabel: string;
  /** Name of the second bar, e.g. "Palito". */
  palitoLabel: string;
  /** Value of the first bar, e.g. "{min}–{max} hours". */
  manualValue: string;
  /** Value of the second bar, e.g. "about {seconds} s". */
  palitoValue: string;
  /** Sentence under the chart, e.g. "To scale, Palito's bar is {percent}% of the manual one." */
  ratio: string;
  /** Optional small print under the chart. */
  note?: string;
};

export type BlogTimeComparisonProps = {
  labels: BlogTimeComparisonLabels;
  minAssets?: number;
  maxAssets?: number;
  step?: number;
  defaultAssets?: number;
  /** Inventory size that the manual estimate refers to. */
  referenceAssets?: number;
  /** Manual drawing time, in hours, for `referenceAssets` assets. */
  manualHours?: readonly [number, number];
  /** Palito's layout time, in seconds, per thousand assets. */
  palitoSecondsPerThousand?: number;
};

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? values[key] : match,
  );
}

export default function BlogTimeComparison({
  labels,
  minAssets = 50,
  maxAssets = 2000,
  step = 50,
  defaultAssets = 300,
  referenceAssets = 300,
  manualHours = [8, 10],
  palitoSecondsPerThousand = 1,
}: BlogTimeComparisonProps): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale;
  const sliderId = useId();
  const [assets, setAssets] = useState(defaultAssets);

  // A deliberately simple model: manual time grows in proportion to the
  // number of assets; Palito's layout time too, from a much lower base.
  const scale = assets / referenceAssets;
  const manualMin = manualHours[0] * scale;
  const manualMax = manualHours[1] * scale;
  const palitoSeconds = Math.max(0.1, (palitoSecondsPerThousand * assets) / 1000);

  // The axis ends at the slowest manual estimate the slider can reach, so the
  // manual bar grows as the slider moves.
  const axisSeconds = ((manualHours[1] * maxAssets) / referenceAssets) * 3600;
  const widthOf = (seconds: number) => `${(seconds / axisSeconds) * 100}%`;

  const oneDecimal = new Intl.NumberFormat(locale, {maximumFractionDigits: 1});
  const integer = new Intl.NumberFormat(locale, {maximumFractionDigits: 0});
  const tiny = new Intl.NumberFormat(locale, {maximumSignificantDigits: 2});
  const hours = (h: number) => (h < 10 ? oneDecimal : integer).format(h);

  const manualText = fill(labels.manualValue, {
    min: hours(manualMin),
    max: hours(manualMax),
  });
  const palitoText = fill(labels.palitoValue, {
    seconds: oneDecimal.format(palitoSeconds),
  });
  const percent = (palitoSeconds / (manualMin * 3600)) * 100;

  return (
    <figure className={styles.card} data-testid="blog-time-comparison">
      <figcaption className={styles.title}>{labels.title}</figcaption>

      <div className={styles.control}>
        <label htmlFor={sliderId} className={styles.sliderLabel}>
          {labels.sliderLabel}
        </label>
        <input
          id={sliderId}
          className={styles.slider}
          type="range"
          min={minAssets}
          max={maxAssets}
          step={step}
          value={assets}
          onChange={(event) => setAssets(Number(event.target.value))}
          aria-valuetext={fill(labels.assetCount, {count: integer.format(assets)})}
        />
        <output htmlFor={sliderId} className={styles.count}>
          {fill(labels.assetCount, {count: integer.format(assets)})}
        </output>
      </div>

      <dl className={styles.chart} aria-live="polite">
        <div className={styles.row}>
          <dt className={styles.rowLabel}>{labels.manualLabel}</dt>
          <dd className={styles.rowValue}>
            <span className={styles.track} aria-hidden="true">
              <span
                className={`${styles.bar} ${styles.manualRange}`}
                style={{width: widthOf(manualMax * 3600)}}
              />
              <span
                className={`${styles.bar} ${styles.manual}`}
                style={{width: widthOf(manualMin * 3600)}}
              />
            </span>
            <span className={styles.value}>{manualText}</span>
          </dd>
        </div>
        <div className={styles.row}>
          <dt className={styles.rowLabel}>{labels.palitoLabel}</dt>
          <dd className={styles.rowValue}>
            <span className={styles.track} aria-hidden="true">
              <span
                className={`${styles.bar} ${styles.palito}`}
                style={{width: widthOf(palitoSeconds)}}
              />
            </span>
            <span className={styles.value}>{palitoText}</span>
          </dd>
        </div>
      </dl>

      <p className={styles.ratio}>
        {fill(labels.ratio, {percent: tiny.format(percent)})}
      </p>
      {labels.note && <p className={styles.note}>{labels.note}</p>}
    </figure>
  );
}
