// The consumer type-checks every published package's declarations, not only the ones the pages use.
import type * as Editor from '@katha/editor';
import type * as I18n from '@katha/i18n';
import type * as React from '@katha/react';
import type * as Sdk from '@katha/sdk';
import type * as Ui from '@katha/ui';

export type Packages = [typeof Editor, typeof I18n, typeof React, typeof Sdk, typeof Ui];
