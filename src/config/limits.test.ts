// Pins every constant of the specification to its value (spec section 9 and
// the rules that name a number). A change here must be a deliberate one.
import { describe, expect, it } from 'vitest';
import * as limits from './limits';
import { BRAND } from './brand';

describe('specification constants', () => {
  it('keeps cache lifetimes at 300 s, and 60 s for global stats', () => {
    expect(limits.CACHE_TTL_SECONDS).toEqual({ standard: 300, globalStats: 60 });
  });

  it('keeps the timing rules of sections 4, 7 and 9', () => {
    expect(limits.LAST_PRICE_MAX_AGE_MS).toBe(5_000);
    expect(limits.BANNER_REFETCH_MS).toBe(10 * 60_000);
    expect(limits.BANNER_CLOSED_REMEMBER_MS).toBe(14 * 24 * 3_600_000);
    expect(limits.MAINTENANCE_FLAG_TIMEOUT_MS).toBe(10_000);
    expect(limits.FORCED_LOGOUT_MAX_REQUEST_MS).toBe(10_000);
    expect(limits.TIME_RESYNC_DEBOUNCE_MS).toBe(3_000);
    expect(limits.TIME_OFFSET_TRUSTED_UNDER_MS).toBe(60_000);
    expect(limits.IDLE_AFTER_MS).toBe(10 * 60_000);
    expect(limits.NOTIFICATION_TIMEOUT_MS).toBe(5_000);
    expect(limits.COPY_TOOLTIP_MS).toBe(2_000);
    expect(limits.AUTOCOMPLETE_DEBOUNCE_MS).toBe(250);
    expect(limits.TOOLTIP).toEqual({ showDelayMs: 200, menuHideDelayMs: 400, distance: 5 });
  });

  it('keeps cookie lifetimes and marketing limits', () => {
    expect(limits.COOKIE_ACCEPTANCE_DAYS).toBe(365);
    expect(limits.DEFAULT_COOKIE_DAYS).toBe(7);
    expect(limits.MARKETING_COOKIE_DAYS).toBe(7);
    expect(limits.MARKETING_REFBY_COOKIE_DAYS).toBe(90);
    expect(limits.MARKETING_VALUE_MAX_LENGTH).toBe(128);
    expect(limits.ACCOUNT_VISIT_GRACE_MS).toBe(10_000);
  });

  it('keeps sizes and counts', () => {
    expect(limits.NONCE_LENGTH).toBe(32);
    expect(limits.SCROLL_TOP_BUTTON_AFTER_PX).toBe(800);
    expect(limits.PAGINATION_PAGES_AROUND).toBe(2);
    expect(limits.MAX_PRECISION).toBe(8);
    expect(limits.MAX_RIG_DEVICES).toBe(8);
    expect(limits.CANDLESTICK_WINDOW).toEqual({ hours: 24, resolution: 1 });
    expect(limits.GUIDES_PAGE_SIZE).toBe(10);
    expect(limits.HELP_ARTICLES_PAGE_SIZE).toBe(300);
    expect(limits.ACTIVITY_PAGE_SIZE).toBe(100);
    expect(limits.FEE_DISPLAY_MULTIPLIER).toBe(100);
    expect(limits.PLATFORM_STATUS_FLAG).toBe(1);
  });

  it('keeps the lists of section 9', () => {
    expect(limits.SUPPORTED_LOCALES).toEqual(['en', 'ru', 'zh', 'de', 'pt', 'es', 'fr', 'ja']);
    expect(limits.EXTRA_LOCALES).toEqual(['sl']);
    expect(limits.DEFAULT_LOCALE).toBe('en');
    expect(limits.CURRENCIES).toEqual(['USD', 'EUR']);
    expect(limits.STRATUM_LOCATIONS.map((l) => [l.label, l.market])).toEqual([
      ['Europe-West', 'EU'],
      ['USA-West', 'USA'],
    ]);
    expect(limits.STRATUM_PORT).toBe(9200);
    expect(limits.BLOCK_EXPLORER_COINS).toEqual(['DOGE', 'BCH', 'BTC', 'ZEC', 'LTC', 'RVN']);
    expect(limits.CURRENCY_PAIR_ORDER_FIRST).toEqual(['EUR', 'USD', 'CNY', 'GBP', 'RUB']);
    expect(limits.UPLOAD_EXTENSIONS).toEqual(['txt', 'log', 'csv', 'jpg', 'jpeg', 'png', 'gif', 'pdf']);
    expect(limits.UPLOAD_LIMITS).toEqual({ maxFileBytes: 5 * 1024 * 1024, maxFiles: 5 });
  });

  it('keeps profile pictures to images of at most 2 MiB', () => {
    expect(limits.PROFILE_PICTURE_LIMITS).toEqual({ maxBytes: 2 * 1024 * 1024, extensions: ['png', 'jpg', 'jpeg', 'gif'] });
    // Every picture kind is also an allowed upload, so the shared content check applies.
    for (const ext of limits.PROFILE_PICTURE_LIMITS.extensions) expect(limits.UPLOAD_EXTENSIONS).toContain(ext);
  });

  it('re-encodes profile pictures to at most 512 px, and refuses more than 25 megapixels', () => {
    expect(limits.PROFILE_PICTURE_IMAGE).toEqual({ maxEdgePixels: 512, maxInputPixels: 25_000_000, jpegQuality: 85 });
  });

  it('keeps the form field bounds of our own', () => {
    expect(limits.FORM_LIMITS).toEqual({ lineMaxLength: 200, textMaxLength: 5000, emailMaxLength: 254, captchaMaxLength: 2000 });
  });

  it('keeps the error monitor limits', () => {
    expect(limits.ERROR_MONITOR_LIMITS).toEqual({
      eventsKept: 30,
      maxReportsPerSecond: 10,
      consoleMaxChars: 80_000,
      urlMaxChars: 2000,
      navigationPathMaxChars: 250,
      elementTextMaxChars: 500,
      attributeValueMaxChars: 100,
      attributesPerElement: 10,
    });
  });

  it('bounds the stored error reports, the tunnel and the SDK load', () => {
    expect(limits.ERROR_STORE_LIMITS).toEqual({
      reportsKept: 500,
      tunnelRequestsPerMinute: 60,
      envelopeMaxBytes: 512 * 1024,
      sdkLoadDelayMs: 3000,
    });
    expect(limits.DISK_FREE_MIN_BYTES).toBe(200 * 1024 * 1024);
    expect(limits.STATUS_UPTIME_DAYS).toBe(90);
    expect(limits.STATUS_SELF_CHECK_INTERVAL_MS).toBe(60_000);
    expect(limits.STATUS_SUMMARY_TTL_SECONDS).toBe(3);
  });

  it('keeps the request-signing limits of the API facts', () => {
    expect(limits.SIGNED_TIME_WINDOW_MS).toBe(5 * 60_000);
    expect(limits.NONCE_MAX_LENGTH).toBe(36);
  });

  it('keeps the stratum and device-detection values of the API facts and the calculator issue', () => {
    expect(limits.STRATUM_SSL_PORT).toBe(443);
    expect(limits.STRATUM_PASSWORD).toBe('x');
    expect(limits.DEVICE_DETECTION_HELPER).toEqual({ origin: 'http://127.0.0.1:18000', timeoutMs: 1500 });
  });

  it('keeps the stratum doctor to 5 MB of log, lines of 2000 characters and slices of 8 ms', () => {
    expect(limits.STRATUM_DOCTOR_LIMITS).toEqual({
      maxInputBytes: 5 * 1024 * 1024,
      maxLineChars: 2000,
      sliceMs: 8,
      staleMinCount: 3,
      staleMinRatio: 0.02,
      farLatencyMs: 150,
      binaryMinRatio: 0.1,
      foreignMinRatio: 0.4,
      linesShown: 3,
    });
  });

  it("keeps the calculator economics section's averages, months and scenario bounds", () => {
    expect(limits.ECONOMICS).toEqual({
      averageHours: [24, 168, 720],
      scenarioMonths: 12,
      difficultyChangePct: { default: 2, min: -50, max: 100 },
      btcPriceChangePct: { default: 0, min: -50, max: 100 },
    });
  });

  it('names the product once', () => {
    expect(BRAND).toEqual({ name: 'Hashvale', slug: 'hashvale' });
  });
});
