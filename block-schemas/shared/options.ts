/**
 * Style and colour options that several blocks offer, each described once. (This folder is not
 * scanned for blocks.)
 */
import { z } from 'zod';
import { choice } from '../../engine';

const STYLE_OPTIONS = ['Style1', 'Style2', 'Style3'] as const;

/** A block's style option: Style1, Style2 or Style3; empty or unknown is Style2, the default. */
export const styleOption = () =>
  z.preprocess(
    (value) => {
      const trimmed = typeof value === 'string' ? value.trim() : '';
      return STYLE_OPTIONS.find((option) => option === trimmed) ?? 'Style2';
    },
    z.enum(STYLE_OPTIONS),
  );

/**
 * The light backgrounds of the plain-text side of acf/two-col-featured-text, which
 * acf/esg-report-archive offers too; white is the default.
 */
export const lightBackground = () => choice(['white', 'lightrust', 'lightcardboard', 'lightsolar', 'verylightsolar', 'lightest', 'cement']);

/** A text alignment option; left is the default. */
export const textAlignment = () => choice(['left', 'center', 'right']);

/** Which side of a two-column block something sits on. */
export const side = () => choice(['left', 'right']);
