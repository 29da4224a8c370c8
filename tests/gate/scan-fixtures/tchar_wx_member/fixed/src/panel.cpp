#include <wx/dialog.h>
#include <wx/slider.h>

// wx's headers #undef FindWindow after <windows.h>: this is wxWindow::FindWindow(const wxString&).
class SettingsDialog : public wxDialog {
public:
    void EnableSliders(bool active)
    {
        for (const char *name : {"Brightness", "Contrast"})
            if (wxWindow *slider = FindWindow(name))
                slider->Enable(active);
    }
};
