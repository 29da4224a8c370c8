/* A desktop notice: PowerShell's balloon on Windows, a line on stderr elsewhere. The script's
 * text goes over several lines of one wide literal, each ended by a backslash (and CR LF). */
#include <stdio.h>
#include <wchar.h>

#ifdef _WIN32
#include <stdlib.h>

int notice_show(const wchar_t *title)
{
    wchar_t command[2048];
    int shown_ok = 0;
    wcscpy(command, L"powershell.exe -command \"\
param([string]$caption = ' ');\
$balloon = New-Object System.Windows.Forms.NotifyIcon ; \
$balloon.BalloonTipTitle = $caption ; \
$balloon.Visible = $true ; \
$balloon.ShowBalloonTip(5000)\" ");
    wcscat(command, title);
    wcscat(command, L" & mshta.exe \"<html><body><table>\
<tr><td><input type=text id=txt_input></td></tr>\
</table></body></html>\"");
    if (_wsystem(command) == 0)
        shown_ok = 1;
    return shown_ok;
}
#else
int notice_show(const wchar_t *title)
{
    return fwprintf(stderr, L"notice: %ls\n", title) > 0;
}
#endif
