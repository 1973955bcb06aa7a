import type { ResourceField } from '@agency/shared/features/resource/types/resource-field';
import { createdTimeField } from '@agency/shared/features/resource/utils/created-time-field';
import { createElement } from 'react';
import {
  ModuleChecks,
  ModuleEntry,
  ModulePrefixes,
  ModuleSize,
  ModuleSource,
  ModuleState,
} from '../components/module-cells';
import type { ModuleVersion } from '../types/module';

/**
 * The columns of the module registry (a read-only table, cards on a phone: no filters, no form): what an
 * admin decides on first (version, state, source, checks, size, publisher); the id and
 * the menu prefixes are in the column settings.
 */
export const moduleFields: readonly ResourceField<ModuleVersion>[] = [
  { key: 'name', label: 'module.fields.name', card: 'title', column: { width: 180 }, form: false },
  { key: 'version', label: 'module.fields.version', card: true, column: { width: 110 }, form: false },
  {
    key: 'active',
    label: 'module.fields.active',
    card: true,
    column: { width: 130, render: (row) => createElement(ModuleState, { row }) },
    form: false,
  },
  {
    key: 'source',
    label: 'module.fields.source',
    card: true,
    column: { width: 120, render: (row) => createElement(ModuleSource, { row }) },
    form: false,
  },
  {
    key: 'checks',
    label: 'module.fields.checks',
    card: true,
    column: { width: 150, render: (row) => createElement(ModuleChecks, { row }) },
    form: false,
  },
  {
    key: 'sizeBytes',
    label: 'module.fields.sizeBytes',
    card: true,
    column: { width: 100, render: (row) => createElement(ModuleSize, { row }) },
    form: false,
  },
  {
    key: 'createBy',
    label: 'module.fields.createBy',
    card: true,
    column: { width: 180, ellipsis: true },
    form: false,
  },
  createdTimeField('module.fields.createTime', { column: { width: 180 } }),
  {
    key: 'entry',
    label: 'module.fields.entry',
    column: { width: 300, ellipsis: true, render: (row) => createElement(ModuleEntry, { row }) },
    form: false,
  },
  {
    key: 'prefixes',
    label: 'module.fields.prefixes',
    column: { width: 200, hidden: true, render: (row) => createElement(ModulePrefixes, { row }) },
    form: false,
  },
  { key: 'moduleId', label: 'module.fields.moduleId', column: { width: 80, hidden: true }, form: false },
];
