/**
 * Every page's hook for the offline reader: its code is fetched only once the page has loaded (a module
 * script always runs before the load event), so a first visit's budgets and first paint are as they would be
 * without it. Kept to these few bytes, which every page's first script carries.
 */
addEventListener('load', () => {
  setTimeout(() => {
    void import('./registerOfflineReader').then((offline) => offline.registerOfflineReader(), Object)
  })
})
