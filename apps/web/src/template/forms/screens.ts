import { named, screen, type TemplateEntry } from '../shared/registry.js';

const formLayouts = () => import('./form-layouts.js');
const element = (id: string) => ({ section: 'forms', groups: ['formElements'], id }) as const;
const form = (id: string, icon = 'forms') => ({ section: 'forms', id, icon }) as const;

/** The form demos (/forms/*): the kit's form elements, then the form layouts (one module, each page its export) and forms. */
export const SCREENS: readonly TemplateEntry[] = [
  screen({
    path: '/forms/form-elements/autocomplete',
    page: () => import('./form-elements/autocomplete.js'),
    menu: element('autocomplete'),
  }),
  screen({
    path: '/forms/form-elements/button',
    page: () => import('./form-elements/button.js'),
    menu: element('button'),
  }),
  screen({
    path: '/forms/form-elements/checkbox',
    page: () => import('./form-elements/checkbox.js'),
    menu: element('checkbox'),
  }),
  screen({
    path: '/forms/form-elements/radio',
    page: () => import('./form-elements/radio.js'),
    menu: element('radio'),
  }),
  screen({
    path: '/forms/form-elements/date-time',
    page: () => import('./form-elements/date-time.js'),
    menu: element('dateTime'),
  }),
  screen({
    path: '/forms/form-elements/slider',
    page: () => import('./form-elements/slider.js'),
    menu: element('slider'),
  }),
  screen({
    path: '/forms/form-elements/switch',
    page: () => import('./form-elements/switch.js'),
    menu: element('switch'),
  }),
  screen({
    path: '/forms/form-layout',
    page: named(formLayouts, (module) => module.FormLayoutDemo),
    menu: form('formLayout'),
  }),
  screen({
    path: '/forms/form-horizontal',
    page: named(formLayouts, (module) => module.FormHorizontalDemo),
    menu: form('formHorizontal'),
  }),
  screen({
    path: '/forms/form-vertical',
    page: named(formLayouts, (module) => module.FormVerticalDemo),
    menu: form('formVertical'),
  }),
  screen({
    path: '/forms/form-custom',
    page: named(formLayouts, (module) => module.FormCustomDemo),
    menu: form('formCustom'),
  }),
  screen({ path: '/forms/form-wizard', page: () => import('./form-wizard.js'), menu: form('formWizard') }),
  screen({
    path: '/forms/form-validation',
    page: () => import('./form-validation.js'),
    menu: form('formValidation'),
  }),
  screen({
    path: '/forms/form-quill',
    page: () => import('./form-quill.js'),
    menu: form('formEditor', 'pencil'),
  }),
];
