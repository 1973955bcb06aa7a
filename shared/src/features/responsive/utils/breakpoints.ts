/** Below this width the layout is mobile (spec section 2). */
export const MOBILE_BREAKPOINT = 992;
/** Below this width the template screen and the table toolbar are narrow (spec section 2). */
export const NARROW_BREAKPOINT = 768;
