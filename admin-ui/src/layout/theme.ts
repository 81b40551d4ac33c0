import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

// Brand theme from the spec: border radius 10, large buttons 50 px high.
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  shape: { borderRadius: 10 },
  components: {
    ...defaultLightTheme.components,
    MuiButton: { styleOverrides: { sizeLarge: { height: 50 } } },
  },
};
