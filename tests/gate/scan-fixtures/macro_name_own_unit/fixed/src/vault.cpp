#include <windows.h>
#include <cstdio>
#include <string>

// A class of this file alone: its members are renamed CopyFileA here, in their calls alike.
class LocalStore {
public:
    virtual void    CopyFile( const char *from, const char *to );
    void            Sync( void );
private:
    void            CopyFile( std::FILE *src, const char *to );
};

// A template instantiated only in this unit.
template <class Entry>
Entry* CreateFile(const std::string& name) { return new Entry(name); }

void LocalStore::Sync( void )
{
    CopyFile( "a.dat", "b.dat" );
}
