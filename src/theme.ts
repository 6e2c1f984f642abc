/**
 * `docsgen/theme`: the types of component overrides. A site file `theme/<Name>.tsx` default-exports
 * a component that receives `OverrideProps<'Name'>`: the props of the template component it
 * replaces, and that component as `Original`, to wrap it. Types only: the components run in
 * docsgen's own renderer.
 */
export type { ComponentName, OverridableProps, OverrideProps } from './templates/components.ts';
export type { PageView, SiteView, NavbarItemView, LinkView, CardView } from './templates/model.ts';
export type { InfoView, OperationView, TagView } from './templates/api/model.ts';
