// Written by scripts/icons.ts (npm run icons -w @app/web) from @iconify-json/lucide: do not edit.
import { lucideIcon } from './lucide-icon';

export type { LucideIcon } from './lucide-icon';

export const Activity = /* @__PURE__ */ lucideIcon('activity', [
  [
    'path',
    {
      d: 'M22 12h-2.48a2 2 0 0 0-1.93 1.46l-2.35 8.36a.25.25 0 0 1-.48 0L9.24 2.18a.25.25 0 0 0-.48 0l-2.35 8.36A2 2 0 0 1 4.49 12H2',
    },
  ],
]);
export const Archive = /* @__PURE__ */ lucideIcon('archive', [
  ['rect', { width: '20', height: '5', x: '2', y: '3', rx: '1' }],
  ['path', { d: 'M4 8v11a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8m-10 4h4' }],
]);
export const ArchiveRestore = /* @__PURE__ */ lucideIcon('archive-restore', [
  ['rect', { width: '20', height: '5', x: '2', y: '3', rx: '1' }],
  ['path', { d: 'M4 8v11a2 2 0 0 0 2 2h2M20 8v11a2 2 0 0 1-2 2h-2m-7-6l3-3l3 3m-3-3v9' }],
]);
export const ArrowDown = /* @__PURE__ */ lucideIcon('arrow-down', [
  ['path', { d: 'M12 5v14m7-7l-7 7l-7-7' }],
]);
export const ArrowLeft = /* @__PURE__ */ lucideIcon('arrow-left', [
  ['path', { d: 'm12 19l-7-7l7-7m7 7H5' }],
]);
export const ArrowRight = /* @__PURE__ */ lucideIcon('arrow-right', [
  ['path', { d: 'M5 12h14m-7-7l7 7l-7 7' }],
]);
export const ArrowUp = /* @__PURE__ */ lucideIcon('arrow-up', [
  ['path', { d: 'm5 12l7-7l7 7m-7 7V5' }],
]);
export const BadgePlus = /* @__PURE__ */ lucideIcon('badge-plus', [
  [
    'path',
    {
      d: 'M3.85 8.62a4 4 0 0 1 4.78-4.77a4 4 0 0 1 6.74 0a4 4 0 0 1 4.78 4.78a4 4 0 0 1 0 6.74a4 4 0 0 1-4.77 4.78a4 4 0 0 1-6.75 0a4 4 0 0 1-4.78-4.77a4 4 0 0 1 0-6.76M12 8v8m-4-4h8',
    },
  ],
]);
export const BatteryCharging = /* @__PURE__ */ lucideIcon('battery-charging', [
  [
    'path',
    {
      d: 'm11 7l-3 5h4l-3 5m5.856-11H16a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.935M22 14v-4M5.14 18H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h2.936',
    },
  ],
]);
export const Bell = /* @__PURE__ */ lucideIcon('bell', [
  [
    'path',
    {
      d: 'M10.268 21a2 2 0 0 0 3.464 0m-10.47-5.674A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326',
    },
  ],
]);
export const Bot = /* @__PURE__ */ lucideIcon('bot', [
  ['path', { d: 'M12 8V4H8' }],
  ['rect', { width: '16', height: '12', x: '4', y: '8', rx: '2' }],
  ['path', { d: 'M2 14h2m16 0h2m-7-1v2m-6-2v2' }],
]);
export const Briefcase = /* @__PURE__ */ lucideIcon('briefcase', [
  ['path', { d: 'M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16' }],
  ['rect', { width: '20', height: '14', x: '2', y: '6', rx: '2' }],
]);
export const Building2 = /* @__PURE__ */ lucideIcon('building-2', [
  ['path', { d: 'M10 12h4m-4-4h4m0 13v-3a2 2 0 0 0-4 0v3' }],
  ['path', { d: 'M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2' }],
  ['path', { d: 'M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16' }],
]);
export const CalendarCheck = /* @__PURE__ */ lucideIcon('calendar-check', [
  ['path', { d: 'M8 2v3m8-3v3' }],
  ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2' }],
  ['path', { d: 'M3 9h18M9 15l2 2l4-4' }],
]);
export const CalendarDays = /* @__PURE__ */ lucideIcon('calendar-days', [
  ['path', { d: 'M8 2v3m8-3v3' }],
  ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2' }],
  ['path', { d: 'M3 9h18M8 13h.01M12 13h.01M16 13h.01M8 17h.01M12 17h.01M16 17h.01' }],
]);
export const Camera = /* @__PURE__ */ lucideIcon('camera', [
  [
    'path',
    {
      d: 'M13.997 4a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 1.759-1.048l.489-.904A2 2 0 0 1 10.004 4z',
    },
  ],
  ['circle', { cx: '12', cy: '13', r: '3' }],
]);
export const CameraOff = /* @__PURE__ */ lucideIcon('camera-off', [
  ['path', { d: 'M14.564 14.558a3 3 0 1 1-4.122-4.121M2 2l20 20' }],
  [
    'path',
    {
      d: 'M20 20H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h1.997a2 2 0 0 0 .819-.175m2.879-2.801A2 2 0 0 1 10.004 4h3.993a2 2 0 0 1 1.76 1.05l.486.9A2 2 0 0 0 18.003 7H20a2 2 0 0 1 2 2v7.344',
    },
  ],
]);
export const Check = /* @__PURE__ */ lucideIcon('check', [['path', { d: 'M20 6L9 17l-5-5' }]]);
export const CheckCircle2 = /* @__PURE__ */ lucideIcon('check-circle-2', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9l-5.5 5.5L8 12' }],
]);
export const ChevronDown = /* @__PURE__ */ lucideIcon('chevron-down', [
  ['path', { d: 'm6 9l6 6l6-6' }],
]);
export const ChevronLeft = /* @__PURE__ */ lucideIcon('chevron-left', [
  ['path', { d: 'm15 18l-6-6l6-6' }],
]);
export const ChevronRight = /* @__PURE__ */ lucideIcon('chevron-right', [
  ['path', { d: 'm9 18l6-6l-6-6' }],
]);
export const CircleAlert = /* @__PURE__ */ lucideIcon('circle-alert', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 8v4m0 4h.01' }],
]);
export const CircleCheck = /* @__PURE__ */ lucideIcon('circle-check', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'm16 9l-5.5 5.5L8 12' }],
]);
export const ClipboardList = /* @__PURE__ */ lucideIcon('clipboard-list', [
  ['rect', { width: '8', height: '4', x: '8', y: '2', rx: '1', ry: '1' }],
  [
    'path',
    {
      d: 'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2m4 7h4m-4 5h4m-8-5h.01M8 16h.01',
    },
  ],
]);
export const Clock = /* @__PURE__ */ lucideIcon('clock', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 6v6l4 2' }],
]);
export const Compass = /* @__PURE__ */ lucideIcon('compass', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  [
    'path',
    {
      d: 'm16.24 7.76l-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z',
    },
  ],
]);
export const Copy = /* @__PURE__ */ lucideIcon('copy', [
  ['rect', { width: '14', height: '14', x: '8', y: '8', rx: '2', ry: '2' }],
  ['path', { d: 'M4 16c-1.1 0-2-.9-2-2V4c0-1.1.9-2 2-2h10c1.1 0 2 .9 2 2' }],
]);
export const CreditCard = /* @__PURE__ */ lucideIcon('credit-card', [
  ['rect', { width: '20', height: '14', x: '2', y: '5', rx: '2' }],
  ['path', { d: 'M2 10h20M6 14h2' }],
]);
export const Download = /* @__PURE__ */ lucideIcon('download', [
  ['path', { d: 'M12 15V3m9 12v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4' }],
  ['path', { d: 'm7 10l5 5l5-5' }],
]);
export const ExternalLink = /* @__PURE__ */ lucideIcon('external-link', [
  ['path', { d: 'M15 3h6v6m-11 5L21 3m-3 10v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6' }],
]);
export const Eye = /* @__PURE__ */ lucideIcon('eye', [
  [
    'path',
    {
      d: 'M2.062 12.348a1 1 0 0 1 0-.696a10.75 10.75 0 0 1 19.876 0a1 1 0 0 1 0 .696a10.75 10.75 0 0 1-19.876 0',
    },
  ],
  ['circle', { cx: '12', cy: '12', r: '3' }],
]);
export const FileText = /* @__PURE__ */ lucideIcon('file-text', [
  [
    'path',
    {
      d: 'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z',
    },
  ],
  ['path', { d: 'M14 2v5a1 1 0 0 0 1 1h5M10 9H8m8 4H8m8 4H8' }],
]);
export const Gauge = /* @__PURE__ */ lucideIcon('gauge', [
  ['path', { d: 'm12 14l4-4M3.34 19a10 10 0 1 1 17.32 0' }],
]);
export const Globe = /* @__PURE__ */ lucideIcon('globe', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 2a14.5 14.5 0 0 0 0 20a14.5 14.5 0 0 0 0-20M2 12h20' }],
]);
export const Handshake = /* @__PURE__ */ lucideIcon('handshake', [
  ['path', { d: 'm11 17l2 2a1 1 0 1 0 3-3' }],
  [
    'path',
    {
      d: 'm14 14l2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4',
    },
  ],
  ['path', { d: 'm21 3l1 11h-2M3 3L2 14l6.5 6.5a1 1 0 1 0 3-3M3 4h8' }],
]);
export const Headset = /* @__PURE__ */ lucideIcon('headset', [
  [
    'path',
    {
      d: 'M3 11h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2zm0 0a9 9 0 1 1 18 0m0 0v5a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2z',
    },
  ],
  ['path', { d: 'M21 16v2a4 4 0 0 1-4 4h-5' }],
]);
export const History = /* @__PURE__ */ lucideIcon('history', [
  ['path', { d: 'M3 12a9 9 0 1 0 9-9a9.75 9.75 0 0 0-6.74 2.74L3 8' }],
  ['path', { d: 'M3 3v5h5m4-1v5l4 2' }],
]);
export const ImageIcon = /* @__PURE__ */ lucideIcon('image', [
  ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2', ry: '2' }],
  ['circle', { cx: '9', cy: '9', r: '2' }],
  ['path', { d: 'm21 15l-3.086-3.086a2 2 0 0 0-2.828 0L6 21' }],
]);
export const ImageOff = /* @__PURE__ */ lucideIcon('image-off', [
  ['path', { d: 'm2 2l20 20M10.41 10.41a2 2 0 1 1-2.83-2.83m5.92 5.92L6 21m12-9l3 3' }],
  [
    'path',
    {
      d: 'M3.59 3.59A2 2 0 0 0 3 5v14a2 2 0 0 0 2 2h14c.55 0 1.052-.22 1.41-.59M21 15V5a2 2 0 0 0-2-2H9',
    },
  ],
]);
export const ImageUp = /* @__PURE__ */ lucideIcon('image-up', [
  [
    'path',
    {
      d: 'M10.3 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v10l-3.1-3.1a2 2 0 0 0-2.814.014L6 21',
    },
  ],
  ['path', { d: 'm14 19.5l3-3l3 3M17 22v-5.5' }],
  ['circle', { cx: '9', cy: '9', r: '2' }],
]);
export const Inbox = /* @__PURE__ */ lucideIcon('inbox', [
  ['path', { d: 'M22 12h-6l-2 3h-4l-2-3H2' }],
  [
    'path',
    {
      d: 'M5.45 5.11L2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.45-6.89A2 2 0 0 0 16.76 4H7.24a2 2 0 0 0-1.79 1.11',
    },
  ],
]);
export const Info = /* @__PURE__ */ lucideIcon('info', [
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M12 16v-4m0-4h.01' }],
]);
export const KeyRound = /* @__PURE__ */ lucideIcon('key-round', [
  [
    'path',
    {
      d: 'M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z',
    },
  ],
  ['circle', { cx: '16.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
]);
export const LayoutDashboard = /* @__PURE__ */ lucideIcon('layout-dashboard', [
  ['rect', { width: '7', height: '9', x: '3', y: '3', rx: '1' }],
  ['rect', { width: '7', height: '5', x: '14', y: '3', rx: '1' }],
  ['rect', { width: '7', height: '9', x: '14', y: '12', rx: '1' }],
  ['rect', { width: '7', height: '5', x: '3', y: '16', rx: '1' }],
]);
export const Lightbulb = /* @__PURE__ */ lucideIcon('lightbulb', [
  [
    'path',
    {
      d: 'M15 14c.2-1 .7-1.7 1.5-2.5c1-.9 1.5-2.2 1.5-3.5A6 6 0 0 0 6 8c0 1 .2 2.2 1.5 3.5c.7.7 1.3 1.5 1.5 2.5m0 4h6m-5 4h4',
    },
  ],
]);
export const LogIn = /* @__PURE__ */ lucideIcon('log-in', [
  ['path', { d: 'm10 17l5-5l-5-5m5 5H3m12-9h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4' }],
]);
export const LogOut = /* @__PURE__ */ lucideIcon('log-out', [
  ['path', { d: 'm16 17l5-5l-5-5m5 5H9m0 9H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4' }],
]);
export const Mail = /* @__PURE__ */ lucideIcon('mail', [
  ['path', { d: 'm22 7l-8.991 5.727a2 2 0 0 1-2.009 0L2 7' }],
  ['rect', { width: '20', height: '16', x: '2', y: '4', rx: '2' }],
]);
export const MapIcon = /* @__PURE__ */ lucideIcon('map', [
  [
    'path',
    {
      d: 'M14.106 5.553a2 2 0 0 0 1.788 0l3.659-1.83A1 1 0 0 1 21 4.619v12.764a1 1 0 0 1-.553.894l-4.553 2.277a2 2 0 0 1-1.788 0l-4.212-2.106a2 2 0 0 0-1.788 0l-3.659 1.83A1 1 0 0 1 3 19.381V6.618a1 1 0 0 1 .553-.894l4.553-2.277a2 2 0 0 1 1.788 0zm.894.211v15M9 3.236v15',
    },
  ],
]);
export const MapPin = /* @__PURE__ */ lucideIcon('map-pin', [
  [
    'path',
    {
      d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0',
    },
  ],
  ['circle', { cx: '12', cy: '10', r: '3' }],
]);
export const MapPinned = /* @__PURE__ */ lucideIcon('map-pinned', [
  [
    'path',
    {
      d: 'M18 8c0 3.613-3.869 7.429-5.393 8.795a1 1 0 0 1-1.214 0C9.87 15.429 6 11.613 6 8a6 6 0 0 1 12 0',
    },
  ],
  [
    'path',
    {
      d: 'M4.474 15h-.197a1 1 0 0 0-.969.753l-1.097 4.35a1.5 1.5 0 0 0 1.444 1.898L20.344 22a1.5 1.5 0 0 0 1.446-1.897l-1.098-4.35a1 1 0 0 0-.969-.753h-.197',
    },
  ],
  ['circle', { cx: '12', cy: '8', r: '2' }],
]);
export const Megaphone = /* @__PURE__ */ lucideIcon('megaphone', [
  [
    'path',
    {
      d: 'M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z',
    },
  ],
  ['path', { d: 'M6 14a12 12 0 0 0 2.4 7.2a2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14M8 6v8' }],
]);
export const Menu = /* @__PURE__ */ lucideIcon('menu', [
  ['path', { d: 'M4 5h16M4 12h16M4 19h16' }],
]);
export const MessageCircle = /* @__PURE__ */ lucideIcon('message-circle', [
  [
    'path',
    {
      d: 'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092a10 10 0 1 0-4.777-4.719',
    },
  ],
]);
export const MessageCircleQuestion = /* @__PURE__ */ lucideIcon('message-circle-question', [
  [
    'path',
    {
      d: 'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092a10 10 0 1 0-4.777-4.719',
    },
  ],
  ['path', { d: 'M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3m.08 4h.01' }],
]);
export const MessageSquareReply = /* @__PURE__ */ lucideIcon('message-square-reply', [
  [
    'path',
    {
      d: 'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z',
    },
  ],
  ['path', { d: 'm10 8l-3 3l3 3' }],
  ['path', { d: 'M17 14v-1a2 2 0 0 0-2-2H7' }],
]);
export const MessageSquareText = /* @__PURE__ */ lucideIcon('message-square-text', [
  [
    'path',
    {
      d: 'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2zM7 11h10M7 15h6M7 7h8',
    },
  ],
]);
export const MessageSquareWarning = /* @__PURE__ */ lucideIcon('message-square-warning', [
  [
    'path',
    {
      d: 'M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2zm-10-2h.01M12 7v4',
    },
  ],
]);
export const Monitor = /* @__PURE__ */ lucideIcon('monitor', [
  ['rect', { width: '20', height: '14', x: '2', y: '3', rx: '2' }],
  ['path', { d: 'M8 21h8m-4-4v4' }],
]);
export const Palette = /* @__PURE__ */ lucideIcon('palette', [
  [
    'path',
    {
      d: 'M12 22a1 1 0 0 1 0-20a10 9 0 0 1 10 9a5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z',
    },
  ],
  ['circle', { cx: '13.5', cy: '6.5', r: '.5', fill: 'currentColor' }],
  ['circle', { cx: '17.5', cy: '10.5', r: '.5', fill: 'currentColor' }],
  ['circle', { cx: '6.5', cy: '12.5', r: '.5', fill: 'currentColor' }],
  ['circle', { cx: '8.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
]);
export const Paperclip = /* @__PURE__ */ lucideIcon('paperclip', [
  [
    'path',
    {
      d: 'm16 6l-8.414 8.586a2 2 0 0 0 2.829 2.829l8.414-8.586a4 4 0 1 0-5.657-5.657l-8.379 8.551a6 6 0 1 0 8.485 8.485l8.379-8.551',
    },
  ],
]);
export const Pencil = /* @__PURE__ */ lucideIcon('pencil', [
  [
    'path',
    {
      d: 'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497zM15 5l4 4',
    },
  ],
]);
export const Phone = /* @__PURE__ */ lucideIcon('phone', [
  [
    'path',
    {
      d: 'M13.832 16.568a1 1 0 0 0 1.213-.303l.355-.465A2 2 0 0 1 17 15h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2A18 18 0 0 1 2 4a2 2 0 0 1 2-2h3a2 2 0 0 1 2 2v3a2 2 0 0 1-.8 1.6l-.468.351a1 1 0 0 0-.292 1.233a14 14 0 0 0 6.392 6.384',
    },
  ],
]);
export const Plus = /* @__PURE__ */ lucideIcon('plus', [['path', { d: 'M5 12h14m-7-7v14' }]]);
export const QrCode = /* @__PURE__ */ lucideIcon('qr-code', [
  ['rect', { width: '5', height: '5', x: '3', y: '3', rx: '1' }],
  ['rect', { width: '5', height: '5', x: '16', y: '3', rx: '1' }],
  ['rect', { width: '5', height: '5', x: '3', y: '16', rx: '1' }],
  [
    'path',
    {
      d: 'M21 16h-3a2 2 0 0 0-2 2v3m5 0v.01M12 7v3a2 2 0 0 1-2 2H7m-4 0h.01M12 3h.01M12 16v.01M16 12h1m4 0v.01M12 21v-1',
    },
  ],
]);
export const Radio = /* @__PURE__ */ lucideIcon('radio', [
  [
    'path',
    {
      d: 'M16.247 7.761a6 6 0 0 1 0 8.478m2.828-11.306a10 10 0 0 1 0 14.134m-14.15 0a10 10 0 0 1 0-14.134m2.828 11.306a6 6 0 0 1 0-8.478',
    },
  ],
  ['circle', { cx: '12', cy: '12', r: '2' }],
]);
export const RotateCcw = /* @__PURE__ */ lucideIcon('rotate-ccw', [
  ['path', { d: 'M3 12a9 9 0 1 0 9-9a9.75 9.75 0 0 0-6.74 2.74L3 8' }],
  ['path', { d: 'M3 3v5h5' }],
]);
export const Save = /* @__PURE__ */ lucideIcon('save', [
  [
    'path',
    {
      d: 'M15.2 3a2 2 0 0 1 1.4.6l3.8 3.8a2 2 0 0 1 .6 1.4V19a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
    },
  ],
  ['path', { d: 'M17 21v-7a1 1 0 0 0-1-1H8a1 1 0 0 0-1 1v7M7 3v4a1 1 0 0 0 1 1h7' }],
]);
export const ScanFace = /* @__PURE__ */ lucideIcon('scan-face', [
  [
    'path',
    {
      d: 'M3 7V5a2 2 0 0 1 2-2h2m10 0h2a2 2 0 0 1 2 2v2m0 10v2a2 2 0 0 1-2 2h-2M7 21H5a2 2 0 0 1-2-2v-2m5-3s1.5 2 4 2s4-2 4-2M9 9h.01M15 9h.01',
    },
  ],
]);
export const ScrollText = /* @__PURE__ */ lucideIcon('scroll-text', [
  ['path', { d: 'M15 12h-5m5-4h-5m9 9V5a2 2 0 0 0-2-2H4' }],
  [
    'path',
    {
      d: 'M8 21h12a2 2 0 0 0 2-2v-1a1 1 0 0 0-1-1H11a1 1 0 0 0-1 1v1a2 2 0 1 1-4 0V5a2 2 0 1 0-4 0v2a1 1 0 0 0 1 1h3',
    },
  ],
]);
export const Search = /* @__PURE__ */ lucideIcon('search', [
  ['path', { d: 'm21 21l-4.34-4.34' }],
  ['circle', { cx: '11', cy: '11', r: '8' }],
]);
export const Send = /* @__PURE__ */ lucideIcon('send', [
  [
    'path',
    {
      d: 'M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11zm7.318-19.539l-10.94 10.939',
    },
  ],
]);
export const Settings = /* @__PURE__ */ lucideIcon('settings', [
  [
    'path',
    {
      d: 'M9.671 4.136a2.34 2.34 0 0 1 4.659 0a2.34 2.34 0 0 0 3.319 1.915a2.34 2.34 0 0 1 2.33 4.033a2.34 2.34 0 0 0 0 3.831a2.34 2.34 0 0 1-2.33 4.033a2.34 2.34 0 0 0-3.319 1.915a2.34 2.34 0 0 1-4.659 0a2.34 2.34 0 0 0-3.32-1.915a2.34 2.34 0 0 1-2.33-4.033a2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915',
    },
  ],
  ['circle', { cx: '12', cy: '12', r: '3' }],
]);
export const ShieldCheck = /* @__PURE__ */ lucideIcon('shield-check', [
  [
    'path',
    {
      d: 'M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z',
    },
  ],
  ['path', { d: 'm9 12l2 2l4-4' }],
]);
export const Smartphone = /* @__PURE__ */ lucideIcon('smartphone', [
  ['rect', { width: '14', height: '20', x: '5', y: '2', rx: '2', ry: '2' }],
  ['path', { d: 'M12 18h.01' }],
]);
export const Tags = /* @__PURE__ */ lucideIcon('tags', [
  [
    'path',
    {
      d: 'M13.172 2a2 2 0 0 1 1.414.586l6.71 6.71a2.4 2.4 0 0 1 0 3.408l-4.592 4.592a2.4 2.4 0 0 1-3.408 0l-6.71-6.71A2 2 0 0 1 6 9.172V3a1 1 0 0 1 1-1zM2 7v6.172a2 2 0 0 0 .586 1.414l6.71 6.71a2.4 2.4 0 0 0 3.191.193',
    },
  ],
  ['circle', { cx: '10.5', cy: '6.5', r: '.5', fill: 'currentColor' }],
]);
export const Trash2 = /* @__PURE__ */ lucideIcon('trash-2', [
  [
    'path',
    {
      d: 'M10 11v6m4-6v6m5-11v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6M3 6h18M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2',
    },
  ],
]);
export const TriangleAlert = /* @__PURE__ */ lucideIcon('triangle-alert', [
  [
    'path',
    {
      d: 'm21.73 18l-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3M12 9v4m0 4h.01',
    },
  ],
]);
export const Upload = /* @__PURE__ */ lucideIcon('upload', [
  ['path', { d: 'M12 3v12m5-7l-5-5l-5 5m14 7v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4' }],
]);
export const User = /* @__PURE__ */ lucideIcon('user', [
  ['path', { d: 'M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2' }],
  ['circle', { cx: '12', cy: '7', r: '4' }],
]);
export const UserPlus = /* @__PURE__ */ lucideIcon('user-plus', [
  ['path', { d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2' }],
  ['circle', { cx: '9', cy: '7', r: '4' }],
  ['path', { d: 'M19 8v6m3-3h-6' }],
]);
export const UserRound = /* @__PURE__ */ lucideIcon('user-round', [
  ['circle', { cx: '12', cy: '8', r: '5' }],
  ['path', { d: 'M20 21a8 8 0 0 0-16 0' }],
]);
export const Users = /* @__PURE__ */ lucideIcon('users', [
  [
    'path',
    {
      d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M16 3.128a4 4 0 0 1 0 7.744M22 21v-2a4 4 0 0 0-3-3.87',
    },
  ],
  ['circle', { cx: '9', cy: '7', r: '4' }],
]);
export const Vault = /* @__PURE__ */ lucideIcon('vault', [
  ['rect', { width: '18', height: '18', x: '3', y: '3', rx: '2' }],
  ['circle', { cx: '7.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
  ['path', { d: 'm7.9 7.9l2.7 2.7' }],
  ['circle', { cx: '16.5', cy: '7.5', r: '.5', fill: 'currentColor' }],
  ['path', { d: 'm13.4 10.6l2.7-2.7' }],
  ['circle', { cx: '7.5', cy: '16.5', r: '.5', fill: 'currentColor' }],
  ['path', { d: 'm7.9 16.1l2.7-2.7' }],
  ['circle', { cx: '16.5', cy: '16.5', r: '.5', fill: 'currentColor' }],
  ['path', { d: 'm13.4 13.4l2.7 2.7' }],
  ['circle', { cx: '12', cy: '12', r: '2' }],
]);
export const Wifi = /* @__PURE__ */ lucideIcon('wifi', [
  [
    'path',
    { d: 'M12 20h.01M2 8.82a15 15 0 0 1 20 0M5 12.859a10 10 0 0 1 14 0m-10.5 3.57a5 5 0 0 1 7 0' },
  ],
]);
export const Wrench = /* @__PURE__ */ lucideIcon('wrench', [
  [
    'path',
    {
      d: 'M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.106-3.105c.32-.322.863-.22.983.218a6 6 0 0 1-8.259 7.057l-7.91 7.91a1 1 0 0 1-2.999-3l7.91-7.91a6 6 0 0 1 7.057-8.259c.438.12.54.662.219.984z',
    },
  ],
]);
export const X = /* @__PURE__ */ lucideIcon('x', [['path', { d: 'M18 6L6 18M6 6l12 12' }]]);
